import { CHANGES_FEED_PATH } from '../../course/site-map.ts'
import { InlineText } from '../../renderer/features/knowledge-check/inline-text.tsx'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

/** '2026-11-27' as '27 November 2026', the way the lessons' "checked on" line writes dates. */
function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/** /changes: what changed in the course and when, newest first. Plain server HTML: nothing here runs in the browser. */
export default function Page() {
  const { entries, renames } = useData<Data>()
  return (
    <div className="container container-narrow page-header">
      <h1>What changed in the course</h1>
      <p>
        Replit changes often, and so does this course. Here is what we changed and when, newest first. Each lesson ends with the day its
        Replit details were last checked. You can also follow this page in a feed reader:{' '}
        <a href={CHANGES_FEED_PATH}>course changes feed</a>.
      </p>
      <div className="prose changelog">
        <section aria-labelledby="replit-renames">
          <h2 id="replit-renames">Names Replit changed</h2>
          <p>
            Older videos and posts use names that Replit has since changed. When a video says the old name, look for the new one. The
            lessons use the new names.
          </p>
          <ul>
            {renames.map((rename) => (
              <li key={rename.now}>
                {rename.before.map((name, index) => (
                  <span key={name}>
                    {index > 0 ? ' or ' : ''}
                    <strong>{name}</strong>
                  </span>
                ))}{' '}
                is now <strong>{rename.now}</strong> (<a href={rename.source}>Replit's page</a>, checked{' '}
                <time dateTime={rename.checked}>{longDate(rename.checked)}</time>).
              </li>
            ))}
          </ul>
        </section>
        {entries.map((entry) => (
          <section key={entry.date} id={entry.date} aria-labelledby={`${entry.date}-title`}>
            <h2 id={`${entry.date}-title`}>
              <time dateTime={entry.date}>{longDate(entry.date)}</time>: {entry.title}
            </h2>
            <ul>
              {entry.changes.map((parts, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an entry's changes are fixed content in file order
                <li key={index}>
                  <InlineText parts={parts} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
