import type { stuck } from '../messages/en/stuck.ts'
import { loadedCatalogue } from '../messages.ts'

/** Unstuck's page and answers: in its island (each language loaded on its own). */
export const stuckMessages = loadedCatalogue<typeof stuck>('stuck', {
  en: async () => (await import('../messages/en/stuck.ts')).stuck,
  es: async () => (await import('../messages/es/stuck.ts')).stuck,
})
