/** The project checker's opening panel (an island on learning project pages: these reach the browser). The source of the keys (../es/checker.ts translates them). */
export const checker = {
  heading: 'Check my project',
  withoutScripting: 'Running your app here needs JavaScript. Without it, test your app by hand with this checklist (you can print it):',
  pasteFiles: 'Paste the files your Agent wrote. We run your app safely in this page and try each requirement the way a person would.',
  open: 'Open the checker',
  couldNotLoad: 'The checker could not load. Check your connection and try again.',
}
