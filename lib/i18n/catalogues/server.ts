import { server as en } from '../messages/en/server.ts'
import { server as es } from '../messages/es/server.ts'
import type { Catalogue } from '../messages.ts'

/** What the server writes to a person: form errors, rate limits. Server only. */
export const serverMessages: Catalogue<typeof en> = { en, es }
