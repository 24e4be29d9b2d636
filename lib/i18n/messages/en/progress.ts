/** Progress in this browser: the home page's panel and questions due (islands: these reach the browser). The source of the keys (../es/progress.ts translates them). */
import { plural } from '../../plural.ts'

export const progress = {
  panelHint: 'Mark sections complete as you go; it stays in this browser.',
  panelWithoutScripting: 'With JavaScript off, this browser cannot keep your progress; every lesson still works.',
  sectionsComplete: (complete: number, total: number) => `${complete} of ${total} sections complete.`,
  allSectionsComplete: (total: number) => `All ${total} sections complete. Well done!`,
  panelHeading: 'Your progress',
  reset: 'Reset',
  resetHidden: ' progress',
  sectionsCompleteLabel: 'Sections complete',
  continueWith: 'Continue with',
  startHere: 'Start here:',
  section: (number: number) => `Section ${number}`,
  buildProject: 'Build a project',
  allProgress: 'All your progress: save it, or move it to another device',
  resetQuestion: 'Reset your progress?',
  resetWarning:
    'This clears every section and project you marked complete and every knowledge-check answer in this browser. It cannot be undone.',
  cancel: 'Cancel',
  confirmReset: 'Yes, reset progress',
  dueToday: (count: number) => plural('en', count, { one: '# question due today', other: '# questions due today' }),
  nextReview: (day: string) => `Next review on ${day}.`,
}
