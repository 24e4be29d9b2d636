import type { tutorialIcons } from '../../course/schema/tutorials.ts'
import { Bug } from './icons/bug.ts'
import { Code } from './icons/code.ts'
import type { Icon } from './icons/draw-icon.tsx'
import { Play } from './icons/play.ts'
import { Rocket } from './icons/rocket.ts'

const icons: Record<(typeof tutorialIcons)[number], Icon> = { Play, Code, Bug, Rocket }

/** A tutorial's decorative icon, in a tile of its colour (`tone-<color>` on an ancestor). */
export function TutorialIcon({ icon, size = 24 }: { icon: (typeof tutorialIcons)[number]; size?: number }) {
  const Icon = icons[icon]
  return (
    <span className="icon-tile" aria-hidden="true">
      <Icon size={size} />
    </span>
  )
}
