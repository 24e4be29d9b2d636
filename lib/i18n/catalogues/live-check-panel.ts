import { liveCheckPanel as en } from '../messages/en/live-check-panel.ts'
import { liveCheckPanel as es } from '../messages/es/live-check-panel.ts'
import type { Catalogue } from '../messages.ts'

/** The panel the check script draws in the learner's app: baked into the script whole (both languages), which reads the one its line names. */
export const liveCheckPanelMessages: Catalogue<typeof en> = { en, es }
