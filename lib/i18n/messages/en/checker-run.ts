/** The project checker once opened, and the playground: running an app, the files it cannot run, fix prompts (loaded with the checker's panel). The source of the keys (../es/checker-run.ts translates them). */
export const checkerRun = {
  cannotRunHeading: 'These files cannot run here',
  askForPlainFiles: 'Ask your Agent for plain files with this prompt, then paste them again:',
  copyPrompt: 'Copy the prompt',
  fixWithPrompt: 'Ask your Agent to fix it with this prompt:',
  copyFixPrompt: 'Copy the fix prompt',
  cannotRunStatus: 'These files cannot run here: see why below.',
  running: 'Running your app…',
  timedOut: (message: string) => `${message}. Look for a loop that never ends, fix it and run again.`,
  runningBelow: 'Your app is running below, with its console under it.',
  checkingEveryone: 'Checking your app for everyone and safety…',
  checkedEveryone: (summary: string) => `${summary} Your app is running below.`,
  run: 'Run',
  checkEveryone: 'Check for everyone and safety',
  // The learner's files (code-files.tsx): the hint around <code>index.html</code>, the picker, the notes, the clear button.
  filesHintBefore: 'Paste the files your Agent wrote, or put everything in ',
  filesHintAfter: '. They stay in this browser, until you clear them, and are never sent to our server.',
  openFiles: 'Open files from your device',
  /** The images a page shows that the sandbox cannot (their names listed, at most three, then '…'). */
  imagesNote: (count: number, names: string) =>
    count === 1
      ? `Your page shows an image from a file or the web (${names}). Only the three files above come here, and your app runs with no internet, so it shows as an empty box below. In your app on Replit it shows as usual.`
      : `Your page shows images from files or the web (${names}). Only the three files above come here, and your app runs with no internet, so they show as an empty box below. In your app on Replit they show as usual.`,
  holdsKey: 'These files hold a key (see “Keeps its secrets”), so this browser no longer keeps them: they go when you leave this page.',
  clearFiles: 'Clear these files',
  // The checker's run and report (checker-panel.tsx).
  runAndCheck: 'Run and check',
  checkingApp: 'Checking your app…',
  checkingRequirement: (number: number, count: number) => `Checking requirement ${number} of ${count}…`,
  markupFirst: (mistakes: number, passed: number, count: number) =>
    `index.html has ${mistakes === 1 ? 'a markup mistake' : `${mistakes} markup mistakes`} to fix first. ${passed} of ${count} requirements passed for now, ${count - passed} not yet.`,
  allPassed: (count: number) => `All ${count} requirements passed.`,
  somePassed: (passed: number, count: number) => `${passed} of ${count} requirements passed. ${count - passed} not yet.`,
  checkingSafety: (summary: string) => `${summary} Checking it for everyone and safety…`,
  lastFrameTitle: 'Your app, as the last check left it',
  /** What a requirement expected and found when the app could not be run through it. */
  expectedAnswer: 'the app to answer',
  foundFrozen: (whileLoading: boolean) =>
    `Your app did not respond within 5 seconds${whileLoading ? ' while its page was loading' : ''}: it may be stuck in a loop that never ends`,
  expectedStart: 'the checker to start your app',
  foundUnavailable: 'The checker could not start your app: its sandbox did not load. Check your connection and try again',
  expectedRun: 'the app to run',
  foundStopped: 'it stopped unexpectedly',
  /** The fix prompt for one failing requirement (Context, Length... stay as the CLEAR labels). */
  fixPrompt: (projectTitle: string, requirement: string, expected: string, found: string) =>
    [
      `Context: My "${projectTitle}" app, a single web page (index.html, style.css, script.js) in plain HTML, CSS and JavaScript.`,
      'Length: Change only what this fix needs and keep everything else working.',
      `Examples: When I test "${requirement}", I expected ${expected}. What the checker found: ${found}.`,
      `Actions: Fix this requirement: "${requirement}". Then explain what you changed.`,
      'Role: Act as a patient web teacher who explains the fix in one or two sentences.',
    ].join('\n'),
  completionRule:
    'A project is complete when every requirement passes. What "Everyone and safety" finds is worth fixing too, but it does not hold the project back.',
  passed: 'Passed',
  notYet: 'Not yet',
  notSure: 'Not sure',
  appStopped: 'Your app stopped with an error',
  errorIn: ' in ',
  didYouMean: 'Did you mean ',
  scriptSays: '? Your script says ',
  fromMarkup: 'It may come from the markup mistake above: fix that first.',
  checkResults: 'Check results',
  workedRepaired: 'It worked, but on a page the browser had to repair: fix the markup mistake above, then check again.',
  stoppedAtError: 'This could not work: your app stopped at the error above.',
  expectedFound: (expected: string, found: string) => `Expected ${expected}. Found: ${found}.`,
  everyPassed: 'Every requirement passed.',
  wellDone: 'Well done!',
  lookAtSafety: 'Have a look at what "Everyone and safety" found above: it is worth fixing.',
  markedComplete: 'Marked as complete',
  markComplete: 'Mark this project complete',
}
