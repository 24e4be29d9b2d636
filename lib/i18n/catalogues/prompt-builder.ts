import type { promptBuilder } from '../messages/en/prompt-builder.ts'
import { loadedCatalogue } from '../messages.ts'

/** The prompt builder and the copy buttons: in their islands (each language loaded on its own). */
export const promptBuilderMessages = loadedCatalogue<typeof promptBuilder>('prompt-builder', {
  en: async () => (await import('../messages/en/prompt-builder.ts')).promptBuilder,
  es: async () => (await import('../messages/es/prompt-builder.ts')).promptBuilder,
})
