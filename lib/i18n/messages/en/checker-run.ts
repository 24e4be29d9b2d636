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
}
