/** The tool pages' own words around their islands: /progress, /review, /playground (server-rendered only). The source of the keys (../es/tool-pages.ts translates them). */
export const toolPages = {
  progressTitle: 'Your progress',
  progressDescription:
    'See the lessons you finished and the questions due for review, save your progress to a file, or move it to another device with a link or a QR code. It never leaves your browser for our server.',
  progressSubtitle:
    'What you finished and answered is kept in this browser only, with no account. Here you can see it, save a copy, or take it to another device.',
  progressRegion: 'Your progress in this browser',
  progressNeedsScripting:
    'Your progress is kept only in the browser where you took the lessons, never on our server, and this page needs JavaScript to read, save or move it there.',
  progressWithoutScripting:
    'Without JavaScript you can still read every lesson and project, take each knowledge check (it shows which answers are right, but nothing is remembered), and find what an error means with Unstuck.',
  goToGuide: 'Go to the guide',
  unstuckLink: 'Unstuck: fix an error',
  reviewTitle: 'Review your knowledge checks',
  reviewDescription:
    'The knowledge-check questions of the guide sections you finished come back when they are due: soon after a wrong answer, later after a right one. Your results stay in your browser.',
  reviewSubtitle:
    'The knowledge-check questions of the sections you marked complete come back here when they are due: soon after a wrong answer, later after a right one. Three at a time.',
  reviewRegion: 'Questions to review',
  playgroundTitle: 'Playground',
  /** The document title (the heading is playgroundTitle). */
  playgroundHeadTitle: 'Playground: run your own HTML, CSS and JavaScript',
  playgroundDescription:
    'Paste the HTML, CSS and JavaScript your Agent wrote and run it safely in your browser. Nothing is sent to our server.',
  // /stuck's document title and description: never the learner's text, as a title ends up in history lists and bookmarks.
  stuckHeadTitle: 'Unstuck: paste what you see',
  stuckDescription:
    'Paste an error message or describe what goes wrong in your app: see its likely cause, what to check first and a prompt that fixes it.',
  playgroundSubtitle: 'Paste the files your Agent wrote and see your app run, safely, right here.',
  playgroundFilesBefore: 'An app your Agent writes is usually three files: ',
  playgroundHtml: ' (what is on the page), ',
  playgroundCss: ' (how it looks) and ',
  playgroundJs:
    ' (what it does). Paste them below and press Run: your app appears underneath, in a sealed-off frame where it cannot reach this site, your data or the internet. To test a learning project against its requirements, choose it below, or use Check my project on its page, for example the ',
  playgroundProject: 'to-do list',
  playgroundAfter: '.',
  playgroundNeedsScripting:
    'Running an app here needs JavaScript, which is off in this browser. Turn it on to paste your files and run them; the lessons and their knowledge checks work without it.',
  playgroundProjectsNeedScripting:
    'With it, you can also choose a learning project: the playground checks your app against its requirements, and once they pass, Explain your app asks you about your own code.',
}
