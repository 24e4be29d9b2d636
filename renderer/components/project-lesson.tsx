import { ArrowLeft, Clock } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Tone } from '../../course/schema/fields.ts'
import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import type { PageLink } from '../../lib/page-link.ts'
import { sectionPath } from '../../lib/paths.ts'
import { KnowledgeCheck } from '../features/knowledge-check/knowledge-check.tsx'
import MarkComplete from '../features/progress/mark-complete.island.tsx'
import CheckProject from '../features/project-checker/check-project.island.tsx'
import type { ProjectChange, ProjectCheck } from '../features/project-checker/project-check.ts'
import { PromptBuilder } from '../features/prompt-builder/prompt-builder.tsx'
import { LessonOutline } from '../features/reading-aids/lesson-outline.tsx'
import { useMessages } from '../frame/use-messages.ts'
import { FactList } from './fact-list.tsx'
import { PrevNext } from './prev-next.tsx'
import { ProjectPrompt } from './project-prompt.tsx'
import { Prose } from './prose.tsx'

interface ProjectLessonProps {
  color: Tone
  /** The links up to the lists this project belongs to (a learning project is in Section 5 and on /projects). */
  back: PageLink[]
  /** The badge above the title ('Project 2 of 5', 'Featured Project 3'). */
  kicker: string
  title: string
  description: string
  duration: number
  /** How hard it is, as the page shows it (an effort label or a level badge). */
  difficulty: ReactNode
  /** The Replit plan the project needs (lib/project-plans.ts, its names from the terms registry), linked to what the course costs. */
  planLabel: string
  /** Anything shown under the facts in the header (the featured projects' technologies). */
  extraFacts?: ReactNode
  skills: string[]
  features: string[]
  prompt: { title: string; text: string; hint: string }
  /** Requirements for the learner's own prompt; when given, the prompt above sits behind 'Compare with our prompt'. */
  requirements?: string[]
  /** Machine checks of the requirements: with them, the 'Check my project' panel follows the requirements. */
  checks?: { lesson: string; items: ProjectCheck[]; change?: ProjectChange }
  /** Buttons shown under the prompt. */
  actions?: ReactNode
  /** Shown after the lesson body (a featured project's "Check my live app"). */
  afterProse?: ReactNode
  /** The previous/next links and their landmark's name. */
  sequence: { label: string; previous: PageLink; next: PageLink }
  /** The ids of the page's knowledge-check questions (the check itself reads `data.check`). */
  checkIds: string[]
}

/**
 * The page of one project, learning or featured: header with its facts, the
 * skills and features, the prompt to paste, the lesson body, its knowledge
 * check and the links to its neighbours.
 */
export function ProjectLesson(props: ProjectLessonProps) {
  const {
    color,
    back,
    kicker,
    title,
    description,
    duration,
    difficulty,
    planLabel,
    extraFacts,
    skills,
    features,
    prompt,
    requirements,
    checks,
    actions,
    afterProse,
    sequence,
    checkIds,
  } = props
  const t = useMessages(lessonMessages)
  return (
    <article className="lesson">
      <header className={`lesson-header tone-${color}`}>
        <div className="container">
          <p className="back-links">
            {back.map((link) => (
              <a key={link.href} className="back-link" href={link.href}>
                <ArrowLeft aria-hidden="true" size={16} />
                {link.label}
              </a>
            ))}
          </p>
          <p className="badge badge-tone">{kicker}</p>
          <h1>{title}</h1>
          <p className="lesson-description">{description}</p>
          <p className="lesson-facts">
            <span className="badge">
              <Clock aria-hidden="true" size={14} /> {t.minutes(duration)}
            </span>
            {difficulty}
            <a className="badge" href={`${sectionPath(2)}#step-2-know-what-agent-costs-and-set-a-spending-limit`}>
              {planLabel}
            </a>
          </p>
          {extraFacts}
        </div>
      </header>

      <div className="container lesson-body">
        <LessonOutline />
        <div className="fact-columns">
          <FactList heading={t.skillsToPractice} items={skills} />
          <FactList heading={t.featuresToBuild} items={features} />
        </div>
        <ProjectPrompt prompt={prompt} requirements={requirements} />
        {checks && checks.items.length > 0 && (
          <CheckProject lesson={checks.lesson} projectTitle={title} checks={checks.items} change={checks.change} />
        )}
        {actions}
        <Prose />
        {afterProse}
        <PromptBuilder />
        <KnowledgeCheck />
        <MarkComplete checkIds={checkIds} />
        <PrevNext label={sequence.label} previous={sequence.previous} next={sequence.next} />
      </div>
    </article>
  )
}
