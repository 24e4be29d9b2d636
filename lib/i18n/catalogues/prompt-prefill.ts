import { promptPrefill as en } from '../messages/en/prompt-prefill.ts'
import { promptPrefill as es } from '../messages/es/prompt-prefill.ts'
import type { Catalogue } from '../messages.ts'

/** The prompt builder's prefilled answers and refusals: written by the server only. */
export const promptPrefillMessages: Catalogue<typeof en> = { en, es }
