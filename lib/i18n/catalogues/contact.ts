import { contact as en } from '../messages/en/contact.ts'
import { contact as es } from '../messages/es/contact.ts'
import type { Catalogue } from '../messages.ts'

/** The help page's contact form: in its island. */
export const contactMessages: Catalogue<typeof en> = { en, es }
