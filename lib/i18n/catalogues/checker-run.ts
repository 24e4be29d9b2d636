import type { checkerRun } from '../messages/en/checker-run.ts'
import { loadedCatalogue } from '../messages.ts'

/**
 * The project checker once opened (its panel, loaded on demand, loads these
 * with it) and the playground: running an app, the files it cannot run, fix
 * prompts. Apart from the lesson pages' words, which every lesson loads.
 */
export const checkerRunMessages = loadedCatalogue<typeof checkerRun>('checker-run', {
  en: async () => (await import('../messages/en/checker-run.ts')).checkerRun,
  es: async () => (await import('../messages/es/checker-run.ts')).checkerRun,
})
