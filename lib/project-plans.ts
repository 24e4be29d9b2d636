import type { lessons } from './i18n/messages/en/lessons.ts'

/**
 * The Replit plan a project needs, shown at the top of its page with a link to
 * what the course costs (section 2, step 2). What each plan includes lives in
 * the facts registry (content/facts/replit-plans.yaml); choose by the build:
 * - 'free': small plain-file builds that Agent's cheaper mode makes on the
 *   free plan, within its limits;
 * - 'paid': a full build with a server or database, in the more capable mode,
 *   which needs a paid plan and uses credits while it is published;
 * - 'paid-private': as 'paid', and the app must be published with private
 *   access (or a password) until the learner adds sign-in. Replit's access
 *   page ties those options to no plan, so the label names none.
 * Each plan's label is a message of the lessons' catalogue (lib/i18n/messages/<locale>/lessons.ts),
 * so every language has it. The plan names in the labels are {{term:id}} tokens (content/terms/), which
 * the content loader swaps for the names, so a renamed plan is one edit.
 * test/integration/course-facts.test.ts checks that every project names one. No zod
 * here: course/schema/fields.ts builds its enum from `projectPlanIds`.
 */
export const projectPlans = {
  free: 'planFree',
  paid: 'planPaid',
  'paid-private': 'planPaidPrivate',
} as const satisfies Record<string, keyof typeof lessons>
export type ProjectPlan = keyof typeof projectPlans
export const projectPlanIds = Object.keys(projectPlans) as [ProjectPlan, ...ProjectPlan[]]
