/** Unstuck's page and answers (an island: these reach the browser on /stuck). The source of the keys (../es/stuck.ts translates them). */
import { plural } from '../../plural.ts'

export const stuck = {
  title: 'Unstuck',
  subtitle: 'Paste the error you see, or say what goes wrong. Get the likely cause, what to check first, and a prompt that fixes it.',
  boxLabel: 'What do you see?',
  boxHint:
    'Paste the error message, even a whole stack trace, or say what happens in your own words, such as “the preview is blank”. Keys and passwords are taken out for you; take out email addresses and names yourself.',
  findCause: 'Find the cause',
  privacy:
    'What you paste is never stored or logged by our server, nor put in the page’s address: it is read to find the answer, then forgotten.',
  statusMatch: (title: string) => `Most likely: ${title}.`,
  statusOneCandidate: (title: string) => `It could be: ${title}. A prompt that describes your bug is ready to copy.`,
  statusCandidates: (count: number) => `It could be one of ${count} problems. A prompt that describes your bug is ready to copy.`,
  statusNone: 'Nothing in the catalogue fits well. A prompt that describes your bug is ready to copy.',
  intro: (count: number) =>
    `Unstuck knows ${count} problems that beginners often meet when they build apps with an AI agent: errors in the browser, the server, the database and secrets, publishing, and the Agent itself.`,
  candidatesHeading: 'It could be one of these',
  noneHeading: 'Nothing in the catalogue fits well',
  candidatesFit: (count: number) =>
    `Your text fits ${plural('en', count, { one: 'this problem', other: 'these # problems' })} in part, but none well enough to be sure. Open the one that sounds like what you see:`,
  noneOfThese: 'None of these?',
  noneFits: (count: number) => `None of the ${count} problems Unstuck knows matches your text well enough to guess.`,
  describeInstead:
    'Describe the bug to the Agent instead: the prompt below already holds your text as its example. Fill in the first line with what you did, what you expected and what happened (',
  describeLesson: 'Section 4 shows how',
  describeAfter: ').',
  describePromptTitle: 'A prompt that describes your bug',
  stillStuckBefore: 'Still stuck after two or three tries? Ask us on the ',
  stillStuckLink: 'Get Help',
  stillStuckAfter: ' page.',
  removed: (count: number) =>
    plural('en', count, {
      one: 'One thing that looks like a key or a password was taken out of your text: the prompt shows “[removed]” in its place.',
      other: '# things that look like keys or passwords were taken out of your text: the prompt shows “[removed]” in their places.',
    }),
  mostLikely: 'Most likely',
  problem: 'Problem',
  whatYouSee: 'What you see: ',
  likelyCause: 'Likely cause',
  checkFirst: 'What to check first',
  fixPromptTitle: 'A prompt that fixes it',
  fixNoteMatch: 'Its Examples line holds what you pasted. Copy it into the Agent chat.',
  fixNoteChosen: 'Paste your exact error into its Examples line, then copy it into the Agent chat.',
  lessonBefore: 'Learn the skill behind it: ',
  othersHeading: 'Other problems that may fit',
  copyPrompt: 'Copy the prompt',
}
