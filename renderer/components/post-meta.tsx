import { CalendarDays, Clock, UserRound } from 'lucide-react'
import { listMessages } from '../../lib/i18n/catalogues/lists.ts'
import { useMessages } from '../frame/use-messages.ts'

/** A YYYY-MM-DD date as 'December 15, 2024' in the page's language, in UTC: the server and every browser print the same, so hydration matches. */
function publishedDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** A blog post's byline: author, publication date and reading time. */
export function PostMeta({ author, publishedAt, readTime }: { author: string; publishedAt: string; readTime: number }) {
  const t = useMessages(listMessages)
  return (
    <ul className="meta-list">
      <li>
        <UserRound aria-hidden="true" size={16} />
        <span className="visually-hidden">{t.author}</span>
        {author}
      </li>
      <li>
        <CalendarDays aria-hidden="true" size={16} />
        <span className="visually-hidden">{t.published}</span>
        <time dateTime={publishedAt}>{publishedDate(publishedAt, t.dateLocale)}</time>
      </li>
      <li>
        <Clock aria-hidden="true" size={16} />
        {t.readTime(readTime)}
      </li>
    </ul>
  )
}
