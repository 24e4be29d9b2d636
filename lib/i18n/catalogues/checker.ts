import type { checker } from '../messages/en/checker.ts'
import { loadedCatalogue } from '../messages.ts'

/** The project checker's panel: in its island (each language loaded on its own). */
export const checkerMessages = loadedCatalogue<typeof checker>('checker', {
  en: async () => (await import('../messages/en/checker.ts')).checker,
  es: async () => (await import('../messages/es/checker.ts')).checker,
})
