/** What the server writes into the prompt builder's answers and refusals (server only). The source of the keys (../es/prompt-prefill.ts translates them). */
export const promptPrefill = {
  forBeginners: 'It is for people who have never coded before.',
  length: 'Small: one page that works on a phone and a laptop, with plain HTML, CSS and JavaScript.',
  role: 'You are a patient web developer helping a complete beginner. Explain each step in plain words.',
  tooLong: (label: string, maxLength: number) => `${label} is too long: at most ${maxLength} characters, please shorten it.`,
}
