import { ExternalLink } from 'lucide-react'
import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import { PAGES } from '../../lib/paths.ts'
import { LevelBadge } from '../../renderer/components/level-badge.tsx'
import { ProjectLesson } from '../../renderer/components/project-lesson.tsx'
import { LiveCheckSection } from '../../renderer/features/live-app-check/live-check-section.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

/** Where a new project starts on the hosted coding environment. */
const REPLIT_NEW_PROJECT_URL = 'https://replit.com/new'

export default function Page() {
  const {
    projectNumber,
    title,
    description,
    difficulty,
    duration,
    technologies,
    skills,
    features,
    color,
    aiPrompt,
    requirements,
    planLabel,
    previous,
    next,
    check,
    liveCheck,
  } = useData<Data>()
  const t = useMessages(lessonMessages)
  return (
    <ProjectLesson
      color={color}
      back={[{ href: PAGES.projects, label: t.backToProjects }]}
      kicker={t.featuredProjectName(projectNumber)}
      title={title}
      description={description}
      duration={duration}
      difficulty={<LevelBadge level={difficulty} />}
      extraFacts={
        <ul className="badge-list" aria-label={t.technologies}>
          {technologies.map((technology) => (
            <li key={technology} className="badge">
              {technology}
            </li>
          ))}
        </ul>
      }
      skills={skills}
      features={features}
      prompt={{
        title: t.quickStartTitle,
        text: aiPrompt,
        hint: t.quickStartHint,
      }}
      actions={
        <p className="button-row button-row-start">
          <a className="button button-primary" href={REPLIT_NEW_PROJECT_URL} target="_blank" rel="noopener noreferrer">
            {t.startInReplit}
            <ExternalLink aria-hidden="true" size={18} />
            <span className="visually-hidden">{t.opensInNewTab}</span>
          </a>
        </p>
      }
      afterProse={liveCheck && <LiveCheckSection snippet={liveCheck} />}
      requirements={requirements}
      planLabel={planLabel}
      checkIds={check.questions.map((question) => question.id)}
      sequence={{ label: t.featuredProjects, previous, next }}
    />
  )
}
