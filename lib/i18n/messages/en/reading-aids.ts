/** A lesson's reading time and outline (server-rendered only). The source of the keys (../es/reading-aids.ts translates them). */
export const readingAids = {
  onThisPage: 'On this page',
  readingTime: (minutes: number) => `${minutes} min read`,
  withSteps: (minutes: number) => `, about ${minutes} min with the steps`,
}
