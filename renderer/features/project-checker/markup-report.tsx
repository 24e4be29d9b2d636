import { useId } from 'react'
import { FixPrompt } from '../../components/fix-prompt.tsx'
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
  return (
    <section className="check-error" aria-labelledby={headingId}>
      <Heading id={headingId}>{findings.length === 1 ? 'A markup mistake in index.html' : 'Markup mistakes in index.html'}</Heading>
      <p>
        The browser quietly repairs mistakes like {findings.length === 1 ? 'this' : 'these'}, so your app ran as a page you did not write.
      </p>
      <ol className="markup-findings">
        {findings.map((finding) => (
          <li key={`${finding.line}-${finding.words}`}>
            <p>
              <strong>index.html, line {finding.line}:</strong> <code className="check-error-message">{finding.excerpt}</code>
            </p>
            <p>{finding.words}</p>
          </li>
        ))}
      </ol>
      <FixPrompt prompt={markupFixPrompt(projectTitle, findings)} />
    </section>
  )
}
