import { coursePages as en } from '../messages/en/course-pages.ts'
import { coursePages as es } from '../messages/es/course-pages.ts'
import type { Catalogue } from '../messages.ts'

/** The course's own pages around their content, with their titles and descriptions: server-rendered only. */
export const coursePageMessages: Catalogue<typeof en> = { en, es }
