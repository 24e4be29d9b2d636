import { ArrowLeft, Clock } from 'lucide-react'
import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import { listMessages } from '../../lib/i18n/catalogues/lists.ts'
import { PAGES, projectPath } from '../../lib/paths.ts'
import { PrevNext } from '../../renderer/components/prev-next.tsx'
import { Prose } from '../../renderer/components/prose.tsx'
import { KnowledgeCheck } from '../../renderer/features/knowledge-check/knowledge-check.tsx'
import MarkComplete from '../../renderer/features/progress/mark-complete.island.tsx'
import ProgressMark from '../../renderer/features/progress/progress-mark.island.tsx'
import { PromptBuilder } from '../../renderer/features/prompt-builder/prompt-builder.tsx'
import { LessonOutline } from '../../renderer/features/reading-aids/lesson-outline.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import { ClearCards } from './clear-cards.tsx'

/** Skills a project card names before '+N more'. */
const SKILLS_SHOWN = 2

export default function Page() {
  const { number, count, title, subtitle, description, color, topics, previous, next, learningProjects, clearCards, check } =
    useData<Data>()
  const t = useMessages(lessonMessages)
  return (
    <article className="lesson">
      <header className={`lesson-header tone-${color}`}>
        <div className="container">
          <a className="back-link" href={PAGES.guide}>
            <ArrowLeft aria-hidden="true" size={16} />
            {t.backToGuide}
          </a>
          <div className="lesson-heading">
            <span className="number-badge number-badge-large" aria-hidden="true">
              {number}
            </span>
            <div>
              <p className="badge badge-tone">{t.sectionOf(number, count)}</p>
              <h1>{title}</h1>
              <p className="lesson-subtitle">{subtitle}</p>
            </div>
          </div>
          <p className="lesson-description">{description}</p>
        </div>
      </header>

      <div className="container lesson-body">
        <LessonOutline />
        {learningProjects.length > 0 ? <LearningProjectGrid projects={learningProjects} /> : null}
        {clearCards.length > 0 ? <ClearCards cards={clearCards} /> : null}
        <Prose beforeRecap={<KnowledgeCheck />} />
        <PromptBuilder />
        <section className="lesson-topics" aria-labelledby="topics-covered">
          <h2 id="topics-covered">{t.topicsCovered}</h2>
          <ul className="badge-list">
            {topics.map((topic) => (
              <li key={topic} className="badge">
                {topic}
              </li>
            ))}
          </ul>
        </section>
        <MarkComplete checkIds={check.questions.map((question) => question.id)} />
        <PrevNext label={t.guideSections} previous={previous} next={next} />
      </div>
    </article>
  )
}

function LearningProjectGrid({ projects }: { projects: Data['learningProjects'] }) {
  const t = useMessages(lessonMessages)
  const list = useMessages(listMessages)
  return (
    <section className="lesson-feature" aria-labelledby="learning-projects">
      <h2 id="learning-projects">{t.learningProjectsHeading(projects.length)}</h2>
      <ol className="grid card-list">
        {projects.map((project) => {
          const moreSkills = project.skills.length - SKILLS_SHOWN
          return (
            <li key={project.id} className={`card tone-${project.color}`}>
              <div className="card-meta">
                <span className="number-badge" aria-hidden="true">
                  {project.id}
                </span>
                <span className="badge badge-tone">{list[`effort:${project.difficulty}`]}</span>
              </div>
              <h3>
                <span className="visually-hidden">{t.learningProjectName(project.id)}: </span>
                {project.title}
              </h3>
              <p>{project.description}</p>
              <p className="card-facts">
                <span>
                  <Clock aria-hidden="true" size={16} /> {project.duration} min
                </span>
                <span>{t.skillCount(project.skills.length)}</span>
              </p>
              <ul className="badge-list" aria-label={t.skillsLabel}>
                {project.skills.slice(0, SKILLS_SHOWN).map((skill) => (
                  <li key={skill} className="badge">
                    {skill}
                  </li>
                ))}
                {moreSkills > 0 ? <li className="badge">{t.moreSkills(moreSkills)}</li> : null}
              </ul>
              <div className="card-footer">
                {/* Five links would all read 'Start Project'; the name says which. */}
                <a className="button button-primary" href={projectPath(project.id)} aria-label={t.startProjectNamed(project.title)}>
                  {t.startProject}
                </a>
                <ProgressMark lesson={`project${project.id}`} />
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
