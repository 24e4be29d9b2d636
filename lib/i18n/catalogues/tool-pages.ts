import { toolPages as en } from '../messages/en/tool-pages.ts'
import { toolPages as es } from '../messages/es/tool-pages.ts'
import type { Catalogue } from '../messages.ts'

/** The tool pages' own words around their islands: server-rendered only. */
export const toolPagesMessages: Catalogue<typeof en> = { en, es }
