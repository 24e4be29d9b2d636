import { useId } from 'react'
import { sectionPath } from '../../lib/paths.ts'
import PromptBox from './prompt-box.island.tsx'

/** Where a lesson's steps link to the prompt to copy ("the Magic AI Prompt box"). */
const PROJECT_PROMPT_ID = 'magic-ai-prompt'

const COMPARE_HINT = 'Which CLEAR parts did your prompt leave out? Add them to yours, or paste ours into the Agent.'

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
  if (!requirements) return <PromptBox title={prompt.title} prompt={prompt.text} hint={prompt.hint} id={PROJECT_PROMPT_ID} />
  return (
    <section className="own-prompt" aria-labelledby={headingId}>
      <h2 id={headingId}>Write your own prompt</h2>
      <p>
        Write a prompt for the Agent that asks for everything below. Use the five{' '}
        <a href={`${sectionPath(3)}#step-6-write-your-first-prompt-with-clear`}>CLEAR</a> parts: Context, Length, Examples, Actions, Role.
        Then compare it with ours.
      </p>
      <ul className="own-prompt-requirements">
        {requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
      <details className="own-prompt-compare">
        <summary>Compare with our prompt</summary>
        <PromptBox title={prompt.title} prompt={prompt.text} hint={COMPARE_HINT} />
      </details>
    </section>
  )
}
