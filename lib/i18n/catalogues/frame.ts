import { frame as en } from '../messages/en/frame.ts'
import { frame as es } from '../messages/es/frame.ts'
import type { Catalogue } from '../messages.ts'

/** The footer and the error pages: server-rendered only. */
export const frameMessages: Catalogue<typeof en> = { en, es }
