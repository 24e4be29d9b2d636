import type { subscribe } from '../messages/en/subscribe.ts'
import { loadedCatalogue } from '../messages.ts'

/** The blog's 'Stay Updated' form: in its island (each language loaded on its own). */
export const subscribeFormMessages = loadedCatalogue<typeof subscribe>('subscribe', {
  en: async () => (await import('../messages/en/subscribe.ts')).subscribe,
  es: async () => (await import('../messages/es/subscribe.ts')).subscribe,
})
