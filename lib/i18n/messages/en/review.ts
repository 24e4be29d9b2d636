/** The /progress and /review pages' islands: counts, what the browser keeps, questions due (these reach the browser on those pages only). The source of the keys (../es/review.ts translates them). */
import { plural } from '../../plural.ts'

export const review = {
  dueToday: (count: number) => plural('en', count, { one: '# question due today', other: '# questions due today' }),
  nextReview: (day: string) => `Next review on ${day}.`,
  keptUnknown: 'Checking whether this browser keeps your progress…',
  kept: 'This browser agreed to keep your progress: it will not delete it to free space.',
  notKept: 'This browser may delete your progress one day (Safari does after 7 days without a visit): save a file now and then.',
  keptUnsupported: 'This browser does not say whether it keeps your progress: save a file now and then.',
  whatKept: 'What this browser keeps',
  lessonsComplete: 'Lessons complete',
  checkAnswers: 'Knowledge-check answers',
  review: 'Review',
  countOf: (count: number, total: number) => `${count} of ${total}`,
  noneDueToday: 'No questions due today.',
  findingQuestions: 'Finding the questions due…',
  questionFrom: (number: number) => `Question ${number} is from `,
  sectionTitled: (number: number, title: string) => `Section ${number}: ${title}`,
  nextQuestions: 'Next questions',
  noneLeftToday: 'No questions left for today',
  nothingToReview: 'Nothing to review today',
  reviewEmptyFirst:
    'Questions come here from the sections you mark complete: the ones you have not answered yet, and each answered one again when it is due.',
  reviewEmptyDone:
    'You answered every question due so far. Each comes back when it is due: soon after a wrong answer, later after a right one.',
  continueWithSection: (number: number, title: string) => `Continue with Section ${number}: ${title}`,
  finishedGuide: 'You finished the guide: build a project',
  couldNotLoad: 'The questions due could not be loaded',
  couldNotLoadWhy:
    'This browser could not open the sections they come from (it may be offline). Try again later, or answer them on their pages:',
  reviewNeedsBrowser: 'Review works in the browser that holds your progress',
  reviewNeedsBrowserWhy:
    'Your progress and your knowledge-check results are saved only in the browser where you took the lessons, never on our server. This page reads them there with JavaScript, so with JavaScript off, or on another device, it cannot tell which questions you missed.',
  stillTakeChecks: "You can still take any section's knowledge check on its page:",
  explainNeedsBrowser:
    'Questions about your own app (from “Explain your app” in a project) come back here too. They need JavaScript as well: your code is kept only in the browser where you checked it.',
}
