import { CircleCheck } from 'lucide-react'
import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import { featuredProjectPath, projectPath } from '../../lib/paths.ts'
import { CallToAction } from '../../renderer/components/call-to-action.tsx'
import { Hero } from '../../renderer/components/hero.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import ProjectList from './project-list.island.tsx'

export default function Page() {
  const data = useData<Data>()
  const t = useMessages(coursePageMessages)
  const lesson = useMessages(lessonMessages)
  return (
    <>
      <Hero
        compact
        kicker={
          // The page lists both kinds: each badge counts its own.
          <ul className="badge-list hero-badges">
            <li className="badge hero-badge">{t.learningProjectsBadge(data.learningProjects.length)}</li>
            <li className="badge hero-badge">{t.featuredProjectsBadge(data.projects.length)}</li>
          </ul>
        }
        title={t.projectsTitle}
        subtitle={t.projectsSubtitle(data.learningProjects.length, data.projects.length)}
      />

      <ProjectList initialFilters={data.filters} learningProjects={data.learningProjects} projects={data.projects} />

      {data.comingSoon.length > 0 ? (
        <section className="section-block" aria-labelledby="coming-soon">
          <div className="container">
            <h2 id="coming-soon">{t.comingSoon}</h2>
            <ul className="grid list-grid">
              {data.comingSoon.map((project) => (
                <li key={project.title} className="card">
                  <h3>{project.title}</h3>
                  <p>{project.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section className="section-block section-block-muted">
        <div className="container projects-guidance">
          <section className="card" aria-labelledby="recommended-sequence">
            <h2 id="recommended-sequence">{t.recommendedSequence}</h2>
            <ol className="sequence-list">
              {data.recommendedSequence.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section className="card" aria-labelledby="learning-outcomes">
            <h2 id="learning-outcomes">{t.learningOutcomes}</h2>
            <ul className="outcome-list">
              {data.learningOutcomes.map((outcome) => (
                <li key={outcome}>
                  <CircleCheck aria-hidden="true" size={18} />
                  {outcome}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </section>

      <section className="section-block" aria-labelledby="start-building">
        <div className="container container-narrow call-to-action">
          <h2 id="start-building">{t.readyToBuild}</h2>
          <p>{t.readyToBuildText(lesson.learningProjectName(1), lesson.featuredProjectName(1))}</p>
          <CallToAction
            primary={{ href: projectPath(1), label: t.startNamed(lesson.learningProjectName(1)) }}
            secondary={{ href: featuredProjectPath(1), label: t.goToNamed(lesson.featuredProjectName(1)) }}
          />
        </div>
      </section>
    </>
  )
}
