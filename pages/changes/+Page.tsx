import { formatCheckedDate } from '../../course/registries/facts.ts'
import { CHANGES_FEED_PATH } from '../../course/site-map.ts'
import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import { InlineText } from '../../renderer/features/knowledge-check/inline-text.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData, usePageContext } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

/** /changes: what changed in the course and when, newest first. Plain server HTML: nothing here runs in the browser. */
export default function Page() {
  const { entries, renames } = useData<Data>()
  const t = useMessages(coursePageMessages)
  const locale = usePageContext().locale ?? 'en'
  // The way the lessons' "checked on" line writes dates ('27 November 2026').
  const longDate = (day: string) => formatCheckedDate(day, locale)
  return (
    <div className="container container-narrow page-header">
      <h1>{t.changesTitle}</h1>
      <p>
        {t.changesIntro}
        <a href={CHANGES_FEED_PATH}>{t.changesFeed}</a>.
      </p>
      <div className="prose changelog">
        <section aria-labelledby="replit-renames">
          <h2 id="replit-renames">{t.replitRenames}</h2>
          <p>{t.replitRenamesIntro}</p>
          <ul>
            {renames.map((rename) => (
              <li key={rename.now}>
                {rename.before.map((name, index) => (
                  <span key={name}>
                    {index > 0 ? t.or : ''}
                    <strong>{name}</strong>
                  </span>
                ))}
                {t.isNow}
                <strong>{rename.now}</strong> (<a href={rename.source}>{t.replitPage}</a>
                {t.checked}
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
