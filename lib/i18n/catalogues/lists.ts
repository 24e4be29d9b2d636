import type { lists } from '../messages/en/lists.ts'
import { loadedCatalogue } from '../messages.ts'

/** The list pages' islands (/tutorials, /projects, /blog) and the level, effort and byline words the pages share with them (each language loaded on its own). */
export const listMessages = loadedCatalogue<typeof lists>('lists', {
  en: async () => (await import('../messages/en/lists.ts')).lists,
  es: async () => (await import('../messages/es/lists.ts')).lists,
})
