import { searchBox as en } from '../messages/en/search-box.ts'
import { searchBox as es } from '../messages/es/search-box.ts'
import type { Catalogue } from '../messages.ts'

/** The header search box's instant results: in their own module, loaded on first use of the box, so on no page's first load. */
export const searchBoxMessages: Catalogue<typeof en> = { en, es }
