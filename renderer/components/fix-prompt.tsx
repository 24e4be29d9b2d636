import { checkerRunMessages } from '../../lib/i18n/catalogues/checker-run.ts'
import { useMessages } from '../frame/use-messages.ts'
import { CopyButton } from './copy-button.tsx'

/** A CLEAR prompt that asks the learner's Agent for one fix, shown in full and copyable: under a failed requirement or a finding. */
export function FixPrompt({ prompt }: { prompt: string }) {
  const t = useMessages(checkerRunMessages)
  return (
    <div className="check-fix">
      <p>{t.fixWithPrompt}</p>
      <pre>{prompt}</pre>
      <CopyButton text={prompt} label={t.copyFixPrompt} />
    </div>
  )
}
