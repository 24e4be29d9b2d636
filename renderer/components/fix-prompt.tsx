import { CopyButton } from './copy-button.tsx'

/** A CLEAR prompt that asks the learner's Agent for one fix, shown in full and copyable: under a failed requirement or a finding. */
export function FixPrompt({ prompt }: { prompt: string }) {
  return (
    <div className="check-fix">
      <p>Ask your Agent to fix it with this prompt:</p>
      <pre>{prompt}</pre>
      <CopyButton text={prompt} label="Copy the fix prompt" />
    </div>
  )
}
