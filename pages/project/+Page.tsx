import { ArrowLeft, Clock } from 'lucide-react'
import { FactList } from '../../renderer/ui/FactList.tsx'
import { PrevNext } from '../../renderer/ui/PrevNext.tsx'
import { PromptBox } from '../../renderer/ui/PromptBox.tsx'
import { Prose } from '../../renderer/ui/Prose.tsx'
import { useData } from '../../renderer/usePageContext.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { id, count, title, description, difficulty, duration, skills, features, color, aiPrompt, previous, next } = useData<Data>()
  return (
    <article className="lesson">
      <header className={`lesson-header tone-${color}`}>
        <div className="container">
          <a className="back-link" href="/section5">
            <ArrowLeft aria-hidden="true" size={16} />
            Back to Section 5
          </a>
          <p className="badge badge-tone">
            Project {id} of {count}
          </p>
          <h1>{title}</h1>
          <p className="lesson-description">{description}</p>
          <p className="lesson-facts">
            <span className="badge">
              <Clock aria-hidden="true" size={14} /> {duration} minutes
            </span>
            <span className="badge badge-tone">{difficulty}</span>
          </p>
        </div>
      </header>

      <div className="container lesson-body">
        <div className="fact-columns">
          <FactList heading="Skills you will practice" items={skills} />
          <FactList heading="Features you will build" items={features} />
        </div>
        <PromptBox
          title="Magic AI Prompt"
          prompt={aiPrompt}
          hint="Copy this prompt, paste it into Replit's AI Agent, and watch your project come to life."
        />
        <Prose />
        <PrevNext label="Learning projects" previous={previous} next={next} />
      </div>
    </article>
  )
}
