import { CalendarDays, Clock, UserRound } from 'lucide-react'

// UTC and a fixed locale: the server and every browser print the same date,
// so hydration matches wherever the reader lives.
const publishedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** A YYYY-MM-DD date as 'December 15, 2024'. */
function formatPublishedDate(isoDate: string): string {
  return publishedFormat.format(new Date(`${isoDate}T00:00:00Z`))
}

/** A blog post's byline: author, publication date and reading time. */
export function PostMeta({ author, publishedAt, readTime }: { author: string; publishedAt: string; readTime: number }) {
  return (
    <ul className="meta-list">
      <li>
        <UserRound aria-hidden="true" size={16} />
        <span className="visually-hidden">Author: </span>
        {author}
      </li>
      <li>
        <CalendarDays aria-hidden="true" size={16} />
        <span className="visually-hidden">Published </span>
        <time dateTime={publishedAt}>{formatPublishedDate(publishedAt)}</time>
      </li>
      <li>
        <Clock aria-hidden="true" size={16} />
        {readTime} min read
      </li>
    </ul>
  )
}
