import { header as en } from '../messages/en/header.ts'
import { header as es } from '../messages/es/header.ts'
import type { Catalogue } from '../messages.ts'

/** The header, its menu and the site's link names: in the header's island, so on every page. */
export const headerMessages: Catalogue<typeof en> = { en, es }
