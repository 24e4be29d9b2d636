import { stuckPrompt as en } from '../messages/en/stuck-prompt.ts'
import { stuckPrompt as es } from '../messages/es/stuck-prompt.ts'
import type { Catalogue } from '../messages.ts'

/** The words of Unstuck's prompts: written by the server only. */
export const stuckPromptMessages: Catalogue<typeof en> = { en, es }
