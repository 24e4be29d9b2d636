/** The prompt builder (an island on lessons and projects: these reach the browser). The source of the keys (../es/prompt-builder.ts translates them). */
export const promptBuilder = {
  heading: 'Build your own prompt',
  intro: "Answer the five CLEAR questions in your own words. The answers start from this page's project; change them to make it yours.",
  questionContext: 'What are you building, and for whom?',
  questionLength: 'How big should it be?',
  questionExamples: 'What is it like? Name an app or page you have seen.',
  questionActions: 'What should it do? One step or feature per line.',
  questionRole: 'Who should the AI assistant be?',
  build: 'Build my prompt',
  fixAnswer: 'Fix the answer marked above, then build your prompt again.',
  resultTitle: 'Your CLEAR prompt',
  resultHint: "Copy it and paste it into Replit's AI Agent.",
}
