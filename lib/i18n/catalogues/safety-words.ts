import type { safetyWords } from '../messages/en/safety-words.ts'
import { loadedCatalogue } from '../messages.ts'

/**
 * "Everyone and safety": the report's words and its findings' (the project
 * checker's and the playground's, loaded with the report's code; each
 * language on its own).
 */
export const safetyWordsMessages = loadedCatalogue<typeof safetyWords>('safety-words', {
  en: async () => (await import('../messages/en/safety-words.ts')).safetyWords,
  es: async () => (await import('../messages/es/safety-words.ts')).safetyWords,
})
