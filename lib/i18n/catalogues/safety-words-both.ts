import { safetyWords as en } from '../messages/en/safety-words.ts'
import { safetyWords as es } from '../messages/es/safety-words.ts'
import type { Catalogue } from '../messages.ts'

/** "Everyone and safety"'s findings in every language at once: for the live app check's script, which carries its words with it (as live-check-panel.ts). */
export const safetyWordsInEveryLanguage: Catalogue<typeof en> = { en, es }
