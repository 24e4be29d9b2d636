import { Clock } from 'lucide-react'
import type { Level } from '../../course/schema/fields.ts'
import { listMessages } from '../../lib/i18n/catalogues/lists.ts'
import { useMessages } from '../frame/use-messages.ts'
import { LevelBadge } from './level-badge.tsx'

/**
 * A tutorial's level and time, as its page and its card in a mixed list show
 * them; `labelled` adds the word "Tutorial" first, for lists where posts and
 * tutorials sit side by side.
 */
export function TutorialMeta({ difficulty, duration, labelled = false }: { difficulty: Level; duration: number; labelled?: boolean }) {
  const t = useMessages(listMessages)
  return (
    <ul className="meta-list">
      {labelled && <li>{t.tutorial}</li>}
      <li>
        <LevelBadge level={difficulty} />
      </li>
      <li>
        <Clock aria-hidden="true" size={16} />
        {t.minutes(duration)}
      </li>
    </ul>
  )
}
