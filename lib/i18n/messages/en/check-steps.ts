/**
 * What a check step says when a requirement is not met: the "Expected …" and
 * the "Found …" of a report, in the harness that drives the learner's app
 * (renderer/features/project-checker/harness/). Baked into the harness in
 * every language, which speaks the one its run asks for. The source of the
 * keys (../es/check-steps.ts translates them). `pattern` values come already
 * quoted (harness/patterns.ts, quote).
 */
export const checkSteps = {
  pageShowsNothing: 'the page shows no text',
  pageShows: (text: string) => `the page shows “${text}”`,
  textBoxLike: (pattern: string) => `a text box labelled or marked like ${pattern}`,
  textBoxesUnlabelled: (count: number) => `${count} text boxes, none labelled like that`,
  noTextBox: 'no text box on the page',
  taskOnPage: (text: string) => `a task “${text}” on the page`,
  checkboxNextTo: (text: string) => `a checkbox next to “${text}”`,
  noCheckboxNextTo: 'no checkbox next to it',
  reachWithTab: (name: string) => `to reach ${name} with the Tab key`,
  tabNeverLands:
    'Tab never lands on it (a keyboard user cannot pick it: a <div> or <span> made clickable instead of a real <button> or <input> does this)',
  optionInDropDown: (option: string, group: string) => `an option like ${option} in the drop-down ${group}`,
  onlyOptions: (options: string) => `only the options ${options}`,
  choiceNamed: (pattern: string) => `a choice named like ${pattern} (a button, a radio button or a drop-down option)`,
  theChoice: (pattern: string) => `the choice ${pattern}`,
  choiceToBeControl: (name: string) => `${name} to be a button, a radio button or a drop-down`,
  choiceIsText: 'it is text that reacts only to a mouse click (a <div> or <span> made clickable), so the Tab key never reaches it',
  dropDownWith: (name: string) => `the drop-down with ${name}`,
  groupOf: (name: string) => `the group of ${name}`,
  choicePicked: (name: string) => `${name} to show as picked after pressing Space (checked, or aria-pressed="true")`,
  notHeardPicked: 'a screen reader does not hear it as picked',
  displayShows: (text: string) => `the display shows “${text}”`,
  displayEmpty: 'the display is empty',
  onTheDisplay: (pattern: string) => `${pattern} on the display`,
  buttonsAtLeast: (size: number) => `buttons at least ${size} × ${size} pixels, big enough for a finger`,
  noButtons: 'no buttons on the page',
  everyButtonAtLeast: (size: number) => `every button at least ${size} × ${size} pixels, big enough for a finger`,
  /** `others`: how many more buttons are too small. */
  buttonTooSmall: (name: string, width: number, height: number, others: number) =>
    `the button “${name}” is only ${width} × ${height} pixels${others ? ` (and ${others} more ${others > 1 ? 'buttons' : 'button'})` : ''}`,
  lowContrast: (text: string, color: string, background: string, ratio: string) =>
    `“${text}” is ${color} on ${background}: a contrast of only ${ratio} to 1`,
  textBoxLabelled: 'the text box to have a label a screen reader reads (a <label> or aria-label)',
  onlyPlaceholder: (placeholder: string) => `only a placeholder, “${placeholder}”, which disappears as you type`,
  noLabel: 'no label at all',
  /** `near`: the text the button must be next to, '' for anywhere on the page. */
  buttonLike: (pattern: string, near: string) => `a button named like ${pattern}${near ? ` next to “${near}”` : ''}`,
  onlyButtons: (names: string) => `only the buttons ${names}`,
  noButtonNextTo: 'no button next to it',
  noButtonOnPage: 'no button on the page',
  noSuchButton: 'no such button',
  theTextBox: (pattern: string) => `the text box ${pattern}`,
  theCheckboxNextTo: (text: string) => `the checkbox next to “${text}”`,
  theButton: (pattern: string) => `the button ${pattern}`,
  lookDifferent: 'the app to look different after that (a new colour, the card turning, something shown or hidden)',
  looksTheSame: 'nothing on the page looks any different (buttons and form fields do not count)',
  wordsInWhatAppeared: (pattern: string) => `to see words like ${pattern} in what appeared`,
  nothingNew: 'nothing new appeared',
  somethingNewEachTime: 'something new each time (three goes)',
  sameTextEveryTime: (text: string) => `the very same text every time: ${text}`,
  copyTextWith: (pattern: string) => `your app to copy text with ${pattern} in it`,
  nothingCopied: 'nothing was copied',
  itCopied: (text: string) => `it copied “${text}”`,
  atMostButtons: (count: number, pattern: string) => `at most ${count} buttons named like ${pattern}`,
  countOfThem: (count: number) => `${count} of them`,
  toSee: (pattern: string) => `to see ${pattern}`,
  toSeeNewMessage: (pattern: string) => `to see a new message like ${pattern}`,
  /** `text`: what must be gone, '' for a gap (an empty match). */
  goneFromView: (text: string) => `“${text || 'that gap'}” to be gone from view`,
  stillShown: (text: string, around: string) => `“${text}” is still shown, in ${around}`,
  toBeTicked: (text: string) => `the checkbox next to “${text}” to be ticked`,
  notTicked: 'it is not ticked',
  listStays: (count: number) => `the list to stay at ${count} items`,
  listHas: (count: number) => `it has ${count} items`,
  headingLike: (pattern: string) => `a heading like ${pattern}`,
  onlyHeadings: (headings: string) => `only the headings ${headings}`,
  noHeading: 'no heading on the page (<h1> and the like)',
  thisYear: (year: string) => `this year, ${year}, on the page (in the footer)`,
  textStandsOut: 'all text to stand out from its background (a contrast of at least 4.5 to 1, or 3 to 1 for big text)',
  noSideScroll: (width: number) => `no sideways scrolling at ${width} px wide`,
  scrollsSideways: (width: number) => `the page is ${width} px wide, so it scrolls sideways`,
  appKeepsWorking: 'the app to keep working',
  stoppedWithError: (message: string) => `it stopped with an error: ${message}`,
}
