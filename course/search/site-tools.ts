/**
 * What site search knows of each of the site's tools (lib/site-tools.ts): a
 * sentence on what it does (the result's snippet) and the words a learner who
 * needs it would type, searched as strongly as a title and never shown. Kept
 * here, on the server, so the browser's header does not carry them.
 */
import { PAGES } from '../../lib/paths.ts'
import type { SiteToolPath } from '../../lib/site-tools.ts'

export const siteToolSearchText: Record<SiteToolPath, { summary: string; searchWords: string }> = {
  [PAGES.stuck]: {
    summary:
      'Paste an error message or describe what goes wrong in your app: see its likely cause, what to check first and a prompt that fixes it.',
    searchWords: 'stuck error fix bug broken debug problem crash message not working wrong',
  },
  [PAGES.playground]: {
    summary: 'Paste the HTML, CSS and JavaScript your Agent wrote and run it safely in your browser.',
    searchWords: 'playground run try test code html css javascript sandbox paste',
  },
  [PAGES.progress]: {
    summary: 'See the lessons you finished, save your progress to a file, or move it to another device with a link.',
    searchWords: 'progress saved finished complete completed lessons device phone computer transfer backup file',
  },
  [PAGES.review]: {
    summary: 'The knowledge-check questions of the sections you finished come back when they are due, so you remember them.',
    searchWords: 'review questions quiz knowledge check practice remember revise',
  },
  [PAGES.getHelp]: {
    summary: 'Email us (we reply within 24 hours), learn from other learners, or find answers in the FAQ.',
    searchWords: 'help support contact email question ask faq',
  },
}
