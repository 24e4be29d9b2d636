/** The project checker once opened, and the playground: running an app, the files it cannot run, fix prompts (loaded with the checker's panel). The source of the keys (../es/checker-run.ts translates them). */
export const checkerRun = {
  cannotRunHeading: 'These files cannot run here',
  askForPlainFiles: 'Ask your Agent for plain files with this prompt, then paste them again:',
  copyPrompt: 'Copy the prompt',
  fixWithPrompt: 'Ask your Agent to fix it with this prompt:',
  copyFixPrompt: 'Copy the fix prompt',
  cannotRunStatus: 'These files cannot run here: see why below.',
  running: 'Running your app…',
  timedOut: 'Your app did not respond within 5 seconds. Look for a loop that never ends, fix it and run again.',
  runningBelow: 'Your app is running below, with its console under it.',
  checkingEveryone: 'Checking your app for everyone and safety…',
  checkedEveryone: (summary: string) => `${summary} Your app is running below.`,
  run: 'Run',
  checkEveryone: 'Check for everyone and safety',
  // The playground's project chooser (pages/playground/playground-runner.tsx).
  playgroundProject: 'Check it as a learning project',
  playgroundNoProject: 'No project: just run it',
  playgroundProjectHint:
    'Choose a project to check your app against its requirements. Once they pass, Explain your app asks you about your own code: which line makes a requirement work, what happens without a line, and a small change to make. You answer, and we run your app to see.',
  playgroundChecking: (project: string) => `Checking your app as “${project}”`,
  playgroundLoading: 'Loading the checker…',
  playgroundCouldNotLoad: 'The checker could not load. Check your connection and choose the project again.',
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
  /** The frame's name: the playground's app as it runs, while a requirement runs in it, once the last check has left it. */
  appFrameTitle: 'Your app',
  checkingFrameTitle: 'Your app, being checked',
  lastFrameTitle: 'Your app, as the last check left it',
  /** Should the sandbox answer with another script's findings: no requirement passes. */
  wrongScript: 'The checker ran the wrong script. Reload the page and try again',
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

  // Files the sandbox cannot run (cannot-run.ts), each with the prompt that gets plain files.
  // The app's console under it (app-console.tsx): the browser's developer tools' Console, which a phone has not.
  consoleHeading: 'Console',
  consoleEmpty: 'Nothing yet. What your app writes with console.log, and any error, shows here.',
  cannotRunPackageJson:
    'You pasted a package.json: it lists the tools a bigger project needs, not the page itself. The checker runs a page made of plain HTML, CSS and JavaScript, in at most three files.',
  cannotRunReactProject:
    'This looks like a React project with many files: its index.html only loads code from the src folder, which a build step has to turn into a page first. The checker runs a page made of plain HTML, CSS and JavaScript, in at most three files.',
  cannotRunPackageImports:
    'Your script imports packages (lines that start with import … from), which only a build step can bring in. The checker runs a page made of plain HTML, CSS and JavaScript, in at most three files.',
  /** Asks for the three plain files, as the projects' own prompts do (Length). */
  plainFilesPrompt:
    'Please rebuild this as plain HTML, CSS and JavaScript with no build step and no frameworks. I want only index.html, style.css and script.js, served as a static site. Keep the same features and look.',

  // An error the app did not catch (app-errors.ts): where, what it means, the prompt.
  /** Where the error happened, as the learner finds it in their files: 'script.js, line 3'. */
  errorAtLine: (file: string, line: number) => `${file}, line ${line}`,
  errorInPromise: 'your app (a promise that failed)',
  errorNotDefined:
    'Your script uses a name that was never created, often because of a typo (one letter missing or different), so it stopped there.',
  errorFoundNothing:
    'Your script looked for something on the page, such as a button, and found nothing: its id may not match the one in index.html, or the script ran before the page was ready.',
  errorNotAFunction: 'Your script called something that cannot be called, often a misspelt name, so it stopped there.',
  errorSyntax: 'Your script has a typing mistake the browser cannot read, such as a missing bracket or quote, so none of it ran.',
  errorStoppedHere: 'Your script stopped at this line, so nothing after it ran.',
  /** `stopped`: the requirements the error stopped, each quoted ('' for none); `written` and `right`: a likely misspelt name and its right one ('' for none). */
  errorFixPrompt: (projectTitle: string, error: string, where: string, stopped: string, written: string, right: string) =>
    [
      `Context: My "${projectTitle}" app, a single web page (index.html, style.css, script.js) in plain HTML, CSS and JavaScript.`,
      'Length: Change only what this fix needs and keep everything else working.',
      `Examples: The browser's console shows this error: "${error}", in ${where}.${written ? ` "${written}" may be a misspelling of "${right}".` : ''}`,
      `Actions: Find what causes this error and fix it.${stopped ? ` Then check that these work again: ${stopped}.` : ''} Explain what you changed.`,
      'Role: Act as a patient web teacher who explains the fix in one or two sentences.',
    ].join('\n'),

  // Markup mistakes in index.html (markup/markup-words.ts, markup-report.tsx).
  markupHeading: (count: number): string => (count === 1 ? 'A markup mistake in index.html' : 'Markup mistakes in index.html'),
  markupRepaired: (count: number) =>
    `The browser quietly repairs mistakes like ${count === 1 ? 'this' : 'these'}, so your app ran as a page you did not write.`,
  markupAtLine: (line: number) => `index.html, line ${line}:`,
  /** A quote never closed: `start` is the attribute as written up to the line's end or the next >. */
  markupQuoteToEnd: (start: string) =>
    `The quote that starts ${start} is never closed, so the browser reads the rest of the file as part of it.`,
  /** `endLine`: where the next quote is, when on another line. */
  markupQuoteToNext: (start: string, endLine: number | undefined) =>
    `The quote that starts ${start} is never closed on this line, so the browser reads everything up to the next quote${
      endLine === undefined ? '' : `, on line ${endLine},`
    } as part of it: what is in between disappears from the page.`,
  markupUnclosed: (tag: string) =>
    `The <${tag}> that starts here is never closed (no </${tag}>), so the browser puts everything after it inside it.`,
  markupStrayEnd: (tag: string) =>
    `This </${tag}> closes nothing: no <${tag}> is open here. A closing tag may be misspelt, or one too many.`,
  markupNotInside: (child: string, parent: string) =>
    `A <${child}> cannot go inside a <${parent}>: the browser moves things around to make it fit, so the page may not be what you wrote.`,
  markupDuplicateId: (id: string) =>
    `Two elements have the id "${id}": an id must be used once, and the script only ever finds the first of them.`,
  markupDuplicateAttribute: (attribute: string) =>
    `This tag has the attribute ${attribute} twice: the browser keeps the first one and ignores the other.`,
  /** `guess`: the closest real tag, or '' when none is close. */
  markupUnknownTag: (tag: string, guess: string) =>
    `<${tag}> is not an HTML tag${guess ? `: did you mean <${guess}>?` : ', so the browser treats it as a plain box.'}`,
  markupVoidContent: 'This tag never holds anything, so it has no closing tag: remove the closing tag.',
  markupUnreadable: 'The browser cannot read this tag as written: a quote, a bracket or a space between two attributes may be missing.',
  /** Any other message of the HTML checker, quoted as it says it (in English). */
  markupCheckerSays: (message: string) => `The HTML checker says: ${message}`,
  /** One finding as the fix prompt quotes it. */
  markupExample: (line: number, excerpt: string, words: string) => `line ${line}, "${excerpt}": ${words}`,
  /** `examples`: the findings, each as markupExample says it, one after another. */
  markupFixPrompt: (projectTitle: string, count: number, examples: string) =>
    [
      `Context: My "${projectTitle}" app, a single web page (index.html, style.css, script.js) in plain HTML, CSS and JavaScript.`,
      'Length: Change only what this fix needs and keep everything else working.',
      `Examples: An HTML checker found ${count === 1 ? 'this mistake' : 'these mistakes'} in index.html: ${examples}`,
      'Actions: Fix these markup mistakes in index.html, and any others like them, so that every tag and quote that opens also closes. Then explain what you changed.',
      'Role: Act as a patient web teacher who explains the fix in one or two sentences.',
    ].join('\n'),
}
