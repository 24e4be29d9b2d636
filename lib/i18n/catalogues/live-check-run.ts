import { liveCheckRun as en } from '../messages/en/live-check-run.ts'
import { liveCheckRun as es } from '../messages/es/live-check-run.ts'
import type { Catalogue } from '../messages.ts'

/** The live check's own "Expected … Found …": baked into the check script whole (both languages), which reads the one its line names. */
export const liveCheckRunMessages: Catalogue<typeof en> = { en, es }
