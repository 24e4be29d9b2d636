import { liveCheck as en } from '../messages/en/live-check.ts'
import { liveCheck as es } from '../messages/es/live-check.ts'
import type { Catalogue } from '../messages.ts'

/** "Check my live app"'s result: in the featured project page's island and on /progress. */
export const liveCheckMessages: Catalogue<typeof en> = { en, es }
