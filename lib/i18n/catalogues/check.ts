import type { check } from '../messages/en/check.ts'
import { loadedCatalogue } from '../messages.ts'

/** Knowledge checks and their form: in their island (each language loaded on its own). */
export const checkMessages = loadedCatalogue<typeof check>('check', {
  en: async () => (await import('../messages/en/check.ts')).check,
  es: async () => (await import('../messages/es/check.ts')).check,
})
