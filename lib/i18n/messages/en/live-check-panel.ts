/** The panel the check script draws inside the learner's own app ("Check my app"): its words, baked into the script in every language (../es/live-check-panel.ts translates them). */
export const liveCheckPanel = {
  name: (projectNumber: number) => `Check my app: Featured Project ${projectNumber}`,
  intro: (title: string, creates: string) => `${title}. ${creates} Remove this check's line before you publish for real.`,
  passwordLabel: 'Your host password',
  passwordHint: 'Used by this check only, in this page. It is not kept or sent anywhere but your app.',
  run: 'Run the check',
  close: 'Close',
  frameTitle: 'Your app, as the check uses it',
  resultsLabel: 'Requirements',
  checking: (count: number) => `Checking ${count} requirements…`,
  allPassed: (count: number) => `All ${count} requirements passed.`,
  somePassed: (passed: number, total: number, notYet: number) => `${passed} of ${total} requirements passed. ${notYet} not yet.`,
  /** A part of a requirement the check leaves to the learner, shown under it whatever its verdict. */
  byHand: (instruction: string) => `Check by hand: ${instruction}`,
  passed: 'Passed',
  notYet: 'Not yet',
  unsure: 'Not sure',
  appErrorFirst: (error: string) => `Your app's own error first: ${error}.`,
  expectedFound: (expected: string, found: string) => `Expected ${expected}. Found: ${found}.`,
  fixPromptSummary: 'A prompt to fix it',
  copyFixPrompt: 'Copy the fix prompt',
  copied: 'Copied',
  /** A CLEAR prompt that asks the Agent to fix exactly one requirement; `appError` is '' when the app reported none. */
  fixPrompt: (title: string, requirement: string, expected: string, found: string, appError: string) =>
    [
      `Context: My "${title}" app, a web app with a server and a database that I build with you on Replit.`,
      'Length: Change only what this fix needs and keep everything else working.',
      `Examples: When the course's check tested "${requirement}", it expected ${expected}. What it found: ${found}.${appError ? ` My app also reported ${appError}.` : ''}`,
      `Actions: Fix this requirement: "${requirement}". Then explain what you changed.`,
      'Role: Act as a patient full-stack developer who explains the fix in one or two sentences.',
    ].join('\n'),
  record: 'Record this result in your course progress',
  recordNote:
    ' (opens the project page on the course site; the result travels in the link\u2019s # part, which your browser never sends to any server)',
  leftBehind: (word: string) => `The check may have left a test entry in your app: look for “${word}” and delete it.`,
  /** "Everyone and safety", the second report, after the requirements: the learning projects' report on the app's own pages. */
  safetyHeading: 'Everyone and safety',
  safetyChecking: 'Checking everyone and safety…',
  safetyNote: 'Checked in this browser on your app’s pages as they first open. Nothing was sent anywhere, not even to the course site.',
  everyoneHeading: 'Works for everyone',
  secretsHeading: 'Keeps its secrets',
  noAccessibilityProblems: (pages: string) => `No accessibility problems found on ${pages}.`,
  auditNotRun: (reason: string) => `The accessibility check could not run: ${reason}.`,
  axeLimits:
    'An automatic check finds about a third of the problems people meet, and only on a page as it first opens: also try the whole app with only the keyboard (Tab, Shift+Tab, Enter, Space).',
  /** `scripts`: how many scripts your app's pages load from your app (files, and scripts written in the page). */
  noKeys: (scripts: number) =>
    scripts === 1 ? 'No keys in the one script your app’s pages load.' : `No keys in the ${scripts} scripts your app’s pages load.`,
  foundOnce: (element: string) => `Found once: ${element}.`,
  foundTimes: (count: number, examples: string) => `Found ${count} times, for example ${examples}.`,
  whyItMatters: (why: string) => `Why it matters: ${why}`,
  doThisNow: (now: string) => `Do this now: ${now}`,
  learnHow: 'Learn how: ',
  /** What each fix prompt of the report says about the learner's app. */
  appContext: 'My app is a web app with a server and a database that I build with you on Replit.',
  /** Said after the requirements' line once the report is complete; `everyone` is undefined when the audit could not run. */
  safetySummary: (everyone: number | undefined, leaks: number) =>
    `Everyone and safety: ${
      everyone === undefined
        ? 'the accessibility check could not run'
        : everyone === 0
          ? 'no accessibility problems'
          : `${everyone} accessibility ${everyone === 1 ? 'problem' : 'problems'}`
    }, ${leaks === 0 ? 'no safety problems' : `${leaks} safety ${leaks === 1 ? 'problem' : 'problems'}`}.`,
}
