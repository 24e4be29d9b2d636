import type { header } from '../messages/en/header.ts'
import { loadedCatalogue } from '../messages.ts'

/** The header, its menu and the site's link names: in the header's island, so on every page (each language loaded on its own). */
export const headerMessages = loadedCatalogue<typeof header>('header', {
  en: async () => (await import('../messages/en/header.ts')).header,
  es: async () => (await import('../messages/es/header.ts')).header,
})
