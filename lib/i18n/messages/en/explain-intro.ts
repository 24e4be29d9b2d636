/** What "Explain your app" does, in the checker's island on every learning project page (first-load: kept short). The source of the keys (../es/explain-intro.ts translates them). */
export const explainIntro = {
  intro:
    'Once every requirement passes, Explain your app asks you about your own code: which line makes a requirement work, what happens without a line, and a small change to make. You answer, and we run your app to see.',
  needsJavaScript: 'It runs your app, so it needs JavaScript.',
}
