import { useId } from 'react'
import { CopyButton } from '../../components/copy-button.tsx'
import type { CannotRun } from './cannot-run.ts'

/** Why pasted files cannot run here, and the prompt that gets files that can (cannot-run.ts). */
export function CannotRunNotice({ reason, prompt, Heading }: CannotRun & { Heading: 'h2' | 'h3' }) {
  const headingId = useId()
  return (
    <section className="check-error" aria-labelledby={headingId}>
      <Heading id={headingId}>These files cannot run here</Heading>
      <p>{reason}</p>
      <div className="check-fix">
        <p>Ask your Agent for plain files with this prompt, then paste them again:</p>
        <pre>{prompt}</pre>
        <CopyButton text={prompt} label="Copy the prompt" />
      </div>
    </section>
  )
}
