/** "Check my live app": its result on the featured project page and on /progress. The source of the keys (../es/live-check.ts translates them). */
export const liveCheck = {
  recordedNow: (passed: number, total: number, date: string) =>
    `Your app's check on ${date}: ${passed} of ${total} requirements passed. It is now in your progress.`,
  recordedBefore: (passed: number, total: number, date: string) =>
    `Your app's last check, on ${date}: ${passed} of ${total} requirements passed.`,
  progressLabel: 'Live app checks',
  progressNone: 'No app checked yet.',
  progressEntry: (projectNumber: number, passed: number, total: number, date: string) =>
    `Featured Project ${projectNumber}: ${passed} of ${total} on ${date}`,
}
