import type { progressTransfer } from '../messages/en/progress-transfer.ts'
import { loadedCatalogue } from '../messages.ts'

/** /progress's saving and moving panel: loaded with its code, on use (each language loaded on its own). */
export const progressTransferMessages = loadedCatalogue<typeof progressTransfer>('progress-transfer', {
  en: async () => (await import('../messages/en/progress-transfer.ts')).progressTransfer,
  es: async () => (await import('../messages/es/progress-transfer.ts')).progressTransfer,
})
