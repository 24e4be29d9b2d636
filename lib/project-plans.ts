/**
 * The Replit plan a project needs, shown at the top of its page with a link to
 * what the course costs (section 2, step 2). What each plan includes lives in
 * the facts registry (content/facts/replit-plans.yaml); choose by the build:
 * - 'free': small plain-file builds that Agent's Lite builds on the free
 *   Starter plan can make, within its daily cap;
 * - 'paid': a full build (Economy or Power) with a server or database, which
 *   needs Core or Pro and uses credits while it is published;
 * - 'pro-private': as 'paid', and the app must stay private until the learner
 *   adds sign-in, which needs Pro's private access.
 * test/integration/course-facts.test.ts checks that every project names one. No zod
 * here: project pages import the labels (content/schema.ts builds its enum
 * from `projectPlanIds`).
 */
export const projectPlans = {
  free: 'Free plan (Starter)',
  paid: 'Paid plan (Core or Pro)',
  'pro-private': 'Paid plan; Pro to keep it private',
} as const
export type ProjectPlan = keyof typeof projectPlans
export const projectPlanIds = Object.keys(projectPlans) as [ProjectPlan, ...ProjectPlan[]]
