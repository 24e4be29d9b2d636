import { liveCheckPage as en } from '../messages/en/live-check-page.ts'
import { liveCheckPage as es } from '../messages/es/live-check-page.ts'
import type { Catalogue } from '../messages.ts'

/** "Check my live app" on a featured project page, and the prompt that adds the check's line: rendered on the server only. */
export const liveCheckPageMessages: Catalogue<typeof en> = { en, es }
