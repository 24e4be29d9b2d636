import { ExternalLink } from 'lucide-react'
import { PAGES } from '../../lib/paths.ts'
import { featuredProjectName } from '../../lib/project-names.ts'
import { LevelBadge } from '../../renderer/components/level-badge.tsx'
import { ProjectLesson } from '../../renderer/components/project-lesson.tsx'
import { LiveCheckSection } from '../../renderer/features/live-app-check/live-check-section.tsx'
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
  return (
    <ProjectLesson
      color={color}
      back={[{ href: PAGES.projects, label: 'Back to Projects' }]}
      kicker={featuredProjectName(projectNumber)}
      title={title}
      description={description}
      duration={duration}
      difficulty={<LevelBadge level={difficulty} />}
      extraFacts={
        <ul className="badge-list" aria-label="Technologies">
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
        title: 'Quick Start AI Prompt',
        text: aiPrompt,
        hint: 'Copy this prompt, start a new project on Replit, and paste it into the AI Agent.',
      }}
      actions={
        <p className="button-row button-row-start">
          <a className="button button-primary" href={REPLIT_NEW_PROJECT_URL} target="_blank" rel="noopener noreferrer">
            Start Building in Replit
            <ExternalLink aria-hidden="true" size={18} />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      }
      afterProse={liveCheck && <LiveCheckSection snippet={liveCheck} />}
      requirements={requirements}
      planLabel={planLabel}
      checkIds={check.questions.map((question) => question.id)}
      sequence={{ label: 'Featured projects', previous, next }}
    />
  )
}
