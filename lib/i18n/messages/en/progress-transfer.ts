/** /progress's panel for saving and moving progress (a file, a link and its QR code), loaded with it. The source of the keys (../es/progress-transfer.ts translates them). */
import { plural } from '../../plural.ts'

export const progressTransfer = {
  nothingKept: 'This browser keeps no progress yet: mark a lesson complete, answer a knowledge check or check your app first.',
  offerFromFile: 'Add the progress from this file?',
  offerFromLink: 'Add the progress from this link?',
  offerWouldAdd: (summary: string) =>
    `It would add ${summary} to this browser. Nothing here is removed: a lesson complete on either device stays complete, and for each question the later answer counts.`,
  offerNothingNew: 'It holds nothing this browser does not already have.',
  addToBrowser: 'Add to this browser',
  cancel: 'Cancel',
  close: 'Close',
  added: (summary: string) => `Added ${summary} to this browser.`,
  nothingChanged: 'Nothing was changed.',
  keepCopy: 'Keep a copy',
  keepCopyText:
    'Save your progress as a small file, and load it here again if this browser ever forgets it, or load it in another browser. Loading adds to what is here and asks first.',
  saveToFile: 'Save to file',
  loadFromFile: 'Load from file',
  savedAs: (file: string) => `Saved as ${file}, in your downloads. Load it here, or in another browser, to bring your progress back.`,
  moveHeading: 'Move to another device',
  moveText:
    'Open this link on your other device, or point its camera at the QR code. Your progress travels inside the link itself, after the # sign, which browsers never send to any server, ours included. The other device shows what it would add and asks first.',
  makeLink: 'Make a link',
  makeLinkAgain: 'Make the link again',
  linkReady: 'Your link is ready. Copy it to your other device, or scan the QR code below with it:',
  copyLink: 'Copy the link',
  qrLabel: 'QR code of the link above: point the other device’s camera at it to open the link there.',
  tooLarge: (link: boolean) => `${link ? 'This link' : 'This file'} is too large to be saved progress. Nothing was changed.`,
  notOurs: (link: boolean) => `${link ? 'This link' : 'This file'} is not a From Zero to Vibe progress file. Nothing was changed.`,
  damaged: (link: boolean) =>
    `${link ? 'This link' : 'This file'} is damaged: part of it is missing or changed. Nothing was changed. Save a new one on the other device.`,
  newer: (link: boolean) =>
    `${link ? 'This link' : 'This file'} comes from a newer version of this site. Nothing was changed. Reload this page and try again.`,
  otherCourse: (link: boolean) =>
    `${link ? 'This link' : 'This file'} was made while the course had other questions. Nothing was changed. Use "Save to file" instead.`,
  lessonsComplete: (count: number) => plural('en', count, { one: '# more lesson complete', other: '# more lessons complete' }),
  answers: (count: number) => plural('en', count, { one: '# answer', other: '# answers' }),
  appChecks: (count: number) => plural('en', count, { one: '# app check', other: '# app checks' }),
  explainAnswers: (count: number) => plural('en', count, { one: '# answer about your app', other: '# answers about your app' }),
  and: 'and',
}
