import { lessons as en } from '../messages/en/lessons.ts'
import { lessons as es } from '../messages/es/lessons.ts'
import type { Catalogue } from '../messages.ts'

/** The words around the lessons (stuck box, facts note, lesson headers, not-found states): build time and server only. */
export const lessonMessages: Catalogue<typeof en> = { en, es }
