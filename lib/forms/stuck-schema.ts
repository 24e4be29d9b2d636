/**
 * The one schema of an Unstuck request body (JSON API and no-JavaScript form):
 * the pasted text. Any text is taken, even none (the empty answer); a longer
 * one than the box allows is cut to STUCK_MAX_LENGTH when read, and the body
 * limit keeps out what no box could send. Server only.
 */
import { z } from 'zod'
import { STUCK_TEXT_FIELD } from '../stuck.ts'
import { formBody } from './fields.ts'

export const stuckBodySchema = formBody({
  [STUCK_TEXT_FIELD]: z.string({
    error: (issue) => (issue.input === undefined ? `${STUCK_TEXT_FIELD} is required` : `${STUCK_TEXT_FIELD} must be text`),
  }),
})
