import { useId } from 'react'
import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import { sectionPath } from '../../lib/paths.ts'
import { useMessages } from '../frame/use-messages.ts'
import PromptBox from './prompt-box.island.tsx'

/** Where a lesson's steps link to the prompt to copy ("the Magic AI Prompt box"). */
const PROJECT_PROMPT_ID = 'magic-ai-prompt'

interface ProjectPromptProps {
  prompt: { title: string; text: string; hint: string }
  /** What the learner's own prompt must ask for; without it the page offers the prompt to copy. */
  requirements?: string[]
}

/**
 * A project's prompt. Early projects hand the learner the prompt to copy.
 * Later ones fade that support: the learner writes their own prompt from the
 * requirements with CLEAR, then opens our prompt to compare (a native
 * <details>, so it works without JavaScript).
 */
export function ProjectPrompt({ prompt, requirements }: ProjectPromptProps) {
  const headingId = useId()
  const t = useMessages(lessonMessages)
  if (!requirements) return <PromptBox title={prompt.title} prompt={prompt.text} hint={prompt.hint} id={PROJECT_PROMPT_ID} />
  return (
    <section className="own-prompt" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.writeOwnPrompt}</h2>
      <p>
        {t.writeOwnPromptBefore}
        <a href={`${sectionPath(3)}#step-6-write-your-first-prompt-with-clear`}>CLEAR</a>
        {t.writeOwnPromptAfter}
      </p>
      <ul className="own-prompt-requirements">
        {requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
      <details className="own-prompt-compare">
        <summary>{t.compareWithOurs}</summary>
        <PromptBox title={prompt.title} prompt={prompt.text} hint={t.compareHint} />
      </details>
    </section>
  )
}
