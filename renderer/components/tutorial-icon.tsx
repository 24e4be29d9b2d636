import { Bug, Code, type LucideIcon, Play, Rocket } from 'lucide-react'
import type { tutorialIcons } from '../../course/schema/tutorials.ts'

const icons: Record<(typeof tutorialIcons)[number], LucideIcon> = { Play, Code, Bug, Rocket }

/** A tutorial's decorative icon, in a tile of its colour (`tone-<color>` on an ancestor). */
export function TutorialIcon({ icon, size = 24 }: { icon: (typeof tutorialIcons)[number]; size?: number }) {
  const Icon = icons[icon]
  return (
    <span className="icon-tile" aria-hidden="true">
      <Icon size={size} />
    </span>
  )
}
