import type { progress } from '../messages/en/progress.ts'
import { loadedCatalogue } from '../messages.ts'

/** Progress in this browser (the home page's panel, questions due): in its islands (each language loaded on its own). */
export const progressMessages = loadedCatalogue<typeof progress>('progress', {
  en: async () => (await import('../messages/en/progress.ts')).progress,
  es: async () => (await import('../messages/es/progress.ts')).progress,
})
