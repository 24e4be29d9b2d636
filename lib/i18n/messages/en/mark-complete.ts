/** Marking a lesson complete (an island on every lesson: these reach the browser). The source of the keys (../es/mark-complete.ts translates them). */
export const markComplete = {
  completedStatus: 'Completed. Saved in this browser; press the button again to undo.',
  knowledgeCheck: 'knowledge check',
  tryCheckBefore: 'Before you mark it, try the ',
  tryCheckAfter: (count: number) => `: ${count} quick questions.`,
  rightSoFarBefore: (right: number, total: number) => `${right} of ${total} right so far in the `,
  rightSoFarAfter: (right: number) => `: try ${right === 0 ? 'them' : 'the rest'} again first.`,
  allRight: (count: number) => `All ${count} knowledge-check questions right: ready to mark it complete.`,
  completed: 'Completed',
  markComplete: 'Mark as complete',
  markNeedsScripting: 'Marking lessons complete needs JavaScript, which is off in this browser.',
}
