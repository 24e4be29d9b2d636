import { ArrowLeft, Clock, ExternalLink } from 'lucide-react'
import { FactList } from '../../renderer/ui/FactList.tsx'
import { LevelBadge } from '../../renderer/ui/LevelBadge.tsx'
import { PrevNext } from '../../renderer/ui/PrevNext.tsx'
import { PromptBox } from '../../renderer/ui/PromptBox.tsx'
import { Prose } from '../../renderer/ui/Prose.tsx'
import { useData } from '../../renderer/usePageContext.tsx'
import type { Data } from './+data.ts'

/** Where a new project starts on the hosted coding environment. */
const REPLIT_NEW_PROJECT_URL = 'https://replit.com/new'

export default function Page() {
  const { projectNumber, title, description, difficulty, duration, technologies, skills, features, color, aiPrompt, previous, next } =
    useData<Data>()
  return (
    <article className="lesson">
      <header className={`lesson-header tone-${color}`}>
        <div className="container">
          <a className="back-link" href="/projects">
            <ArrowLeft aria-hidden="true" size={16} />
            Back to Projects
          </a>
          <p className="badge badge-tone">Featured Project {projectNumber}</p>
          <h1>{title}</h1>
          <p className="lesson-description">{description}</p>
          <p className="lesson-facts">
            <span className="badge">
              <Clock aria-hidden="true" size={14} /> {duration} minutes
            </span>
            <LevelBadge level={difficulty} />
          </p>
          <ul className="badge-list" aria-label="Technologies">
            {technologies.map((technology) => (
              <li key={technology} className="badge">
                {technology}
              </li>
            ))}
          </ul>
        </div>
      </header>

      <div className="container lesson-body">
        <div className="fact-columns">
          <FactList heading="Skills you will practice" items={skills} />
          <FactList heading="Features you will build" items={features} />
        </div>
        <PromptBox
          title="Quick Start AI Prompt"
          prompt={aiPrompt}
          hint="Copy this prompt, start a new App on Replit, and paste it into the AI Agent."
        />
        <p className="button-row button-row-start">
          <a className="button button-primary" href={REPLIT_NEW_PROJECT_URL} target="_blank" rel="noopener noreferrer">
            Start Building in Replit
            <ExternalLink aria-hidden="true" size={18} />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
        <Prose />
        <PrevNext label="Featured projects" previous={previous} next={next} />
      </div>
    </article>
  )
}
