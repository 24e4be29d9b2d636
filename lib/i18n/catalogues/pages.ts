import { pages as en } from '../messages/en/pages.ts'
import { pages as es } from '../messages/es/pages.ts'
import type { Catalogue } from '../messages.ts'

/** The pages' own chrome (search, previous/next): server-rendered only. */
export const pageMessages: Catalogue<typeof en> = { en, es }
