import { Clock } from 'lucide-react'
import { readingAidsMessages } from '../../../lib/i18n/catalogues/reading-aids.ts'
import { useMessages } from '../../frame/use-messages.ts'
import { useData } from '../../frame/use-page-context.tsx'
import type { OutlineEntry, ReadingAids } from './outline.ts'

function OutlineLinks({ outline }: { outline: OutlineEntry[] }) {
  return (
    <ol className="toc-links">
      {outline.map((entry) => (
        <li key={entry.id} className={`toc-level-${entry.level}`}>
          <a href={`#${entry.id}`}>{entry.text}</a>
        </li>
      ))}
    </ol>
  )
}

/**
 * A lesson's reading time and table of contents, from `data.reading` (built
 * on the server, see outline.ts). Wide screens show the list beside the text,
 * sticky; phones get it folded in a <details>. Only one of the two is
 * displayed at a time, so assistive technology meets one list.
 */
export function LessonOutline() {
  const { reading } = useData<{ reading?: ReadingAids }>()
  const t = useMessages(readingAidsMessages)
  if (!reading) return null
  const minutes = t.readingTime(reading.readingMinutes) + (reading.doingMinutes ? t.withSteps(reading.doingMinutes) : '')
  return (
    <nav className="toc" aria-label={t.onThisPage}>
      <p className="toc-reading-time">
        <Clock aria-hidden="true" size={16} /> {minutes}
      </p>
      {reading.outline.length > 0 ? (
        <>
          <details className="toc-compact">
            <summary>{t.onThisPage}</summary>
            <OutlineLinks outline={reading.outline} />
          </details>
          <div className="toc-wide">
            <p className="toc-heading">{t.onThisPage}</p>
            <OutlineLinks outline={reading.outline} />
          </div>
        </>
      ) : null}
    </nav>
  )
}
