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
}
