/** Knowledge checks and their form (an island on every lesson and on /review: these reach the browser). The source of the keys (../es/check.ts translates them). */
export const check = {
  heading: 'Knowledge check',
  intro: 'Choose an answer for each question, then press Check. You will see why your answer is right or not.',
  resultsKept: 'Your results stay in this browser.',
  withoutScripting: 'With JavaScript off, Check reloads this page with your answers in its address, and nothing is kept as progress.',
  submit: 'Check',
  question: (number: number) => `Question ${number}`,
  /** `questions`: the changed questions' names, 'question 1, question 3'. */
  changedSinceChecked: (questions: string) => `Changed since you checked: ${questions}. Press Check again to see how you did.`,
  notYetRight: 'Not yet right',
  notAnswered: 'Not answered',
  rightOfTotal: (right: number, total: number) => `${right} of ${total} right.`,
  correct: 'Correct',
  notQuite: 'Not quite',
  notAnOption: 'Not one of the options',
  chooseOption: 'Choose an option, then press Check.',
  unknownOption: 'That answer is not one of this question’s options (the link may be old). Choose an option, then press Check.',
  unstuckExplains: 'Meet this error in your own app? Unstuck explains it: ',
}
