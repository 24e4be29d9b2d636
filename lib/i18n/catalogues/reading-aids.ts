import { readingAids as en } from '../messages/en/reading-aids.ts'
import { readingAids as es } from '../messages/es/reading-aids.ts'
import type { Catalogue } from '../messages.ts'

/** A lesson's reading time and outline: server-rendered only. */
export const readingAidsMessages: Catalogue<typeof en> = { en, es }
