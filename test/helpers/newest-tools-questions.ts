/**
 * The knowledge-check questions about the free plan and Replit's newest tools
 * (the free plan's one published app, the Free Mode allowance, correcting the
 * Agent while it works, changing a page by clicking it, what Replit remembers,
 * what runs where, getting data back, the live app's logs, payments), each on
 * the section page that asks it. Both the server's grading and the browser's
 * are tested on every one of them.
 */
export const NEWEST_TOOLS_QUESTIONS = [
  { section: 2, id: 'second-app-on-the-free-plan' },
  { section: 3, id: 'free-allowance-runs-out' },
  { section: 4, id: 'correct-the-agent-while-it-works' },
  { section: 5, id: 'change-you-can-see' },
  { section: 6, id: 'requirements-file-is-out-of-date' },
  { section: 10, id: 'what-runs-where' },
  { section: 10, id: 'restore-live-rows' },
  { section: 10, id: 'live-app-slow-or-failing' },
  { section: 12, id: 'live-payment-fails' },
] as const
