import type { Level } from '../../course/schema/fields.ts'

/** A difficulty badge: green beginner, yellow intermediate, red advanced. */
export function LevelBadge({ level }: { level: Level }) {
  return <span className={`badge badge-level-${level.toLowerCase()}`}>{level}</span>
}
