import type { Level } from '../../course/schema/fields.ts'
import { listMessages } from '../../lib/i18n/catalogues/lists.ts'
import { useMessages } from '../frame/use-messages.ts'

/** A difficulty badge: green beginner, yellow intermediate, red advanced (its class from the level's value, its word in the page's language). */
export function LevelBadge({ level }: { level: Level }) {
  const t = useMessages(listMessages)
  return <span className={`badge badge-level-${level.toLowerCase()}`}>{t[`level:${level}`]}</span>
}
