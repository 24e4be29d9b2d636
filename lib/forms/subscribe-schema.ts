/** The one schema of a newsletter sign-up body (JSON API and no-JavaScript form). Server only. */
import type { z } from 'zod'
import { emailField, formBody, spamTrapFields } from './fields.ts'

export const subscribeBodySchema = formBody({ email: emailField('email'), ...spamTrapFields })

export type SubscribeBody = z.output<typeof subscribeBodySchema>
