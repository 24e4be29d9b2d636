import type { contact } from '../messages/en/contact.ts'
import { loadedCatalogue } from '../messages.ts'

/** The help page's contact form: in its island (each language loaded on its own). */
export const contactMessages = loadedCatalogue<typeof contact>('contact', {
  en: async () => (await import('../messages/en/contact.ts')).contact,
  es: async () => (await import('../messages/es/contact.ts')).contact,
})
