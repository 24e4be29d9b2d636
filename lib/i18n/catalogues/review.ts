import type { review } from '../messages/en/review.ts'
import { loadedCatalogue } from '../messages.ts'

/** The /progress and /review pages' islands: in their islands (each language loaded on its own). */
export const reviewMessages = loadedCatalogue<typeof review>('review', {
  en: async () => (await import('../messages/en/review.ts')).review,
  es: async () => (await import('../messages/es/review.ts')).review,
})
