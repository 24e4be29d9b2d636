import { useId } from 'react'
import { checkerRunMessages } from '../../../lib/i18n/catalogues/checker-run.ts'
import { CopyButton } from '../../components/copy-button.tsx'
import { useMessages } from '../../frame/use-messages.ts'
import type { CannotRun } from './cannot-run.ts'

/** Why pasted files cannot run here, and the prompt that gets files that can (cannot-run.ts). */
export function CannotRunNotice({ reason, Heading }: { reason: CannotRun; Heading: 'h2' | 'h3' }) {
  const headingId = useId()
  const t = useMessages(checkerRunMessages)
  return (
    <section className="check-error" aria-labelledby={headingId}>
      <Heading id={headingId}>{t.cannotRunHeading}</Heading>
      <p>{t[reason]}</p>
      <div className="check-fix">
        <p>{t.askForPlainFiles}</p>
        <pre>{t.plainFilesPrompt}</pre>
        <CopyButton text={t.plainFilesPrompt} label={t.copyPrompt} />
      </div>
    </section>
  )
}
