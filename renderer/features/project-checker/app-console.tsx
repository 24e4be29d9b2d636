import { checkerRunMessages } from '../../../lib/i18n/catalogues/checker-run.ts'
import type { ConsoleEntry } from '../../../sandbox/protocol.ts'
import { useMessages } from '../../frame/use-messages.ts'
import { whereOf } from './app-errors.ts'

/** The most lines kept: an app that logs in a loop would otherwise fill the page. */
export const MOST_CONSOLE_LINES = 200

const PREFIX: Record<ConsoleEntry['level'], string> = { log: '', info: '', warn: 'Warning: ', error: 'Error: ', uncaught: 'Uncaught ' }

/**
 * What the running app writes to its console, and the errors it does not
 * catch, under the app: the developer tools' Console that Section 3 teaches,
 * which a phone has not.
 */
export function AppConsole({ entries, Heading }: { entries: ConsoleEntry[]; Heading: 'h2' | 'h3' }) {
  const t = useMessages(checkerRunMessages)
  return (
    <section className="app-console" aria-label={t.consoleHeading}>
      <Heading className="app-console-title">{t.consoleHeading}</Heading>
      {entries.length ? (
        <ol className="app-console-lines">
          {entries.map((entry, index) => (
            // The lines only ever grow, so an index is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are appended, never reordered
            <li key={index} data-level={entry.level}>
              {PREFIX[entry.level]}
              {entry.text}
              {entry.level === 'uncaught' && <span className="app-console-where"> ({whereOf(entry, t)})</span>}
            </li>
          ))}
        </ol>
      ) : (
        <p className="app-console-empty">{t.consoleEmpty}</p>
      )}
    </section>
  )
}
