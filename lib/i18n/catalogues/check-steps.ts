import { checkSteps as en } from '../messages/en/check-steps.ts'
import { checkSteps as es } from '../messages/es/check-steps.ts'
import type { Catalogue } from '../messages.ts'

/** A check step's "Expected … Found …": baked whole (both languages) into the harness the checks run in, which speaks its run's language. */
export const checkStepsMessages: Catalogue<typeof en> = { en, es }
