/** /review's questions about the learner's own app ("Explain your app" answers missed): in the part of /review that asks them, loaded only when this browser keeps such answers. The source of the keys (../es/explain-review.ts translates them). */
export const explainReview = {
  explainHeading: 'About your own app',
  explainFrom: (project: number) =>
    `You missed this in “Explain your app” in Project ${project}. Your code, as it was when you answered (kept only in this browser):`,
  explainFindAsk: (requirement: string) => `Which line of your code makes this work: “${requirement}”?`,
  explainFindChoose: 'Your line',
  explainPredictAsk: (place: string) => `What happens if ${place} is gone?`,
  explainPredictChoose: 'Your prediction',
  explainPlace: (line: number, file: string) => `line ${line} of ${file}`,
  explainCheck: 'Check my answer',
  explainRightNow: 'Right. This question will not come back.',
  explainWrongNow: (answer: string) => `Not this time: the answer is ${answer}. This question comes back tomorrow.`,
}
