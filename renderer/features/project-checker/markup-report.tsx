import { useId } from 'react'
import { checkerRunMessages } from '../../../lib/i18n/catalogues/checker-run.ts'
import { FixPrompt } from '../../components/fix-prompt.tsx'
import { useMessages } from '../../frame/use-messages.ts'
import { type MarkupFinding, markupFixPrompt } from './markup/markup-words.ts'

/**
 * The markup mistakes in index.html, before the requirements (as an error
 * that stopped the app is): each with its line, in plain words, then one
 * CLEAR prompt for them all.
 */
export function MarkupReport({
  findings,
  projectTitle,
  Heading,
}: {
  findings: MarkupFinding[]
  projectTitle: string
  Heading: 'h2' | 'h3'
}) {
  const headingId = useId()
  const t = useMessages(checkerRunMessages)
  return (
    <section className="check-error" aria-labelledby={headingId}>
      <Heading id={headingId}>{t.markupHeading(findings.length)}</Heading>
      <p>{t.markupRepaired(findings.length)}</p>
      <ol className="markup-findings">
        {findings.map((finding) => (
          <li key={`${finding.line}-${finding.words}`}>
            <p>
              <strong>{t.markupAtLine(finding.line)}</strong> <code className="check-error-message">{finding.excerpt}</code>
            </p>
            <p>{finding.words}</p>
          </li>
        ))}
      </ol>
      <FixPrompt prompt={markupFixPrompt(t, projectTitle, findings)} />
    </section>
  )
}
