/**
 * "Everyone and safety" (renderer/features/safety-report/): what each finding
 * of the accessibility check and of the scan for keys and unsafe code means,
 * in words for someone who has never coded, and the CLEAR fix prompt that
 * asks the Agent for the fix. Shown by the project checker, the playground and
 * the live app check. The source of the keys (../es/safety-words.ts translates
 * them). These words name no Replit tool or button: they are code, which the
 * terms registry (content/terms) cannot reach.
 */

const SCREEN_READER = 'A screen reader (the program blind people use to hear a page) '
const ARIA = 'an aria- attribute (a setting that tells screen readers what an element is or does)'

export const safetyWords = {
  // The report's frame (safety-report.tsx).
  heading: 'Everyone and safety',
  checkedHere: 'Your files were checked in this browser. Nothing was sent anywhere, not even to this site.',
  everyoneHeading: 'Works for everyone',
  secretsHeading: 'Keeps its secrets',
  auditNotRun: (reason: string) => `The accessibility check could not run: ${reason}`,
  /** The reasons the sandbox gives (run-safety-report.ts). */
  auditFrozen: (whileLoading: boolean) => `Your app did not respond within 5 seconds${whileLoading ? ' while its page was loading' : ''}.`,
  auditUnavailable: 'The checker could not start your app: its sandbox did not load. Check your connection and try again.',
  auditStopped: 'The check stopped unexpectedly.',
  /** The frame's name while the accessibility check runs in it. */
  auditFrameTitle: 'Your app, being checked for everyone',
  /** `controls`: how many controls the keyboard check reached (0 when the page has none). */
  noProblems: (controls: number) =>
    `No problems found${controls === 1 ? ', and the keyboard reaches the one control' : controls > 1 ? `, and the keyboard reaches all ${controls} controls` : ''}.`,
  foundOnce: (element: string) => `Found once: ${element}.`,
  foundTimes: (count: number, examples: string) => `Found ${count} times, for example ${examples}.`,
  whyItMatters: 'Why it matters: ',
  doThisNow: 'Do this now:',
  learnHow: 'Learn how: ',
  noFindings: 'No keys, and none of the unsafe code the course warns about.',
  /** The status line's sentence; `everyone` is undefined when the audit could not run. */
  summary: (everyone: number | undefined, leaks: number) =>
    `Everyone and safety: ${
      everyone === undefined
        ? 'the accessibility check could not run'
        : everyone === 0
          ? 'no accessibility problems'
          : `${everyone} accessibility ${everyone === 1 ? 'problem' : 'problems'}`
    }, ${leaks === 0 ? 'no safety problems' : `${leaks} safety ${leaks === 1 ? 'problem' : 'problems'}`}.`,

  // The fix prompts' shared lines.
  appContext: 'My app is a single web page (index.html, style.css, script.js) in plain HTML, CSS and JavaScript.',
  accessibilityLength: 'Change only what this fix needs and keep the page looking and working as it does.',
  accessibilityRole: 'Act as a web developer who knows accessibility and explains the change in two sentences a beginner understands.',
  safetyLength: 'Change only what this fix needs and keep everything else working.',
  safetyRole: 'Act as a careful web developer who explains the change in two sentences a beginner understands.',

  // "Works for everyone": axe's problems, by rule; a rule without words here uses axe's own help.
  /** `count`: how many elements break the rule; `first`, the first of them. */
  accessibilityExample: (title: string, count: number, first: string | undefined) =>
    `An accessibility check says: "${title}", ${count === 1 ? 'on one element' : `on ${count} elements`}${first ? `, for example ${first}` : ''}.`,
  otherRuleWhy: 'Some people cannot use this part of the page.',
  otherRuleFix: (help: string) => `Fix this: ${help}.`,
  'button-name.title': 'A button has no name a screen reader can say: it shows only an icon, or nothing',
  'button-name.why': `${SCREEN_READER}says just "button", so its user cannot tell what it does.`,
  'button-name.fix': 'Give every button a name: visible text, or an aria-label that says what it does ("Delete task").',
  'input-button-name.title': 'An input button has no name',
  'input-button-name.why': `${SCREEN_READER}says just "button", so its user cannot tell what it does.`,
  'input-button-name.fix': 'Give every <input type="button"> or "submit" a value that says what it does.',
  'link-name.title': 'A link has no name a screen reader can say',
  'link-name.why': `${SCREEN_READER}says just "link", so its user cannot tell where it goes.`,
  'link-name.fix': 'Give every link text that says where it goes, or an aria-label when it shows only an icon.',
  'image-alt.title': 'An image has no text alternative (alt)',
  'image-alt.why': 'People who cannot see the image, and everyone while it fails to load, get nothing in its place.',
  'image-alt.fix': 'Give every image an alt attribute that says what it shows; use alt="" only for pure decoration.',
  'svg-img-alt.title': 'A drawing (SVG) shown as an image has no text alternative',
  'svg-img-alt.why': 'People who cannot see it get nothing in its place.',
  'svg-img-alt.fix': 'Give every SVG with role="img" a <title> or aria-label that says what it shows.',
  'role-img-alt.title': 'An element shown as an image has no text alternative',
  'role-img-alt.why': 'People who cannot see it get nothing in its place.',
  'role-img-alt.fix': 'Give every element with role="img" an aria-label that says what it shows.',
  'label.title': 'A text box has no label',
  'label.why': `${SCREEN_READER}cannot say what to type there, and a placeholder disappears as soon as someone types.`,
  'label.fix': 'Give every input, textarea and select a visible <label for="..."> that says what to enter.',
  'select-name.title': 'A drop-down list has no label',
  'select-name.why': `${SCREEN_READER}cannot say what the list is for.`,
  'select-name.fix': 'Give every <select> a visible <label for="..."> that says what it chooses.',
  'color-contrast.title': 'Some text is too faint to read against its background',
  'color-contrast.why': 'People with low vision, and anyone reading a phone in sunlight, cannot make it out.',
  'color-contrast.fix': 'Darken the text or lighten the background until the contrast is at least 4.5 to 1 (3 to 1 for large text).',
  'html-has-lang.title': 'The page does not say which language it is written in',
  'html-has-lang.why': `${SCREEN_READER}may read English words with another language's sounds, and translation tools guess.`,
  'html-has-lang.fix': 'Add lang="en" (or the page\'s language) to the <html> tag.',
  'html-lang-valid.title': 'The page names a language that does not exist',
  'html-lang-valid.why': `${SCREEN_READER}cannot pick the right voice.`,
  'html-lang-valid.fix': 'Set the <html> tag\'s lang to a real language code, such as "en".',
  'document-title.title': 'The page has no title',
  'document-title.why': 'The browser tab, bookmarks and screen readers have nothing to call the page.',
  'document-title.fix': 'Add a <title> in <head> that names the app.',
  'list.title': 'A list holds something other than list items',
  'list.why': `${SCREEN_READER}miscounts the list, or does not announce it as a list.`,
  'list.fix': 'Put only <li> elements directly inside <ul> and <ol>.',
  'listitem.title': 'A list item is not inside a list',
  'listitem.why': `${SCREEN_READER}cannot tell it belongs to a list.`,
  'listitem.fix': 'Put every <li> inside a <ul> or <ol>.',
  'nested-interactive.title': 'A control is inside another control',
  'nested-interactive.why': 'Keyboard and screen reader users can reach only one of the two.',
  'nested-interactive.fix': 'Do not put buttons or links inside other buttons or links; place them side by side.',
  'scrollable-region-focusable.title': 'A scrolling area cannot be scrolled with the keyboard',
  'scrollable-region-focusable.why': 'People who use only a keyboard cannot read what is hidden below.',
  'scrollable-region-focusable.fix': 'Give the scrolling area tabindex="0" and a label, or let the page scroll instead.',
  'meta-viewport.title': 'The page stops people from zooming in',
  'meta-viewport.why': 'People with low vision need to zoom to read on a phone.',
  'meta-viewport.fix': 'Remove maximum-scale and user-scalable=no from the viewport meta tag.',
  'aria-hidden-focus.title': 'A hidden part of the page can still get keyboard focus',
  'aria-hidden-focus.why': 'Keyboard users land on something a screen reader says nothing about.',
  'aria-hidden-focus.fix': 'Make elements inside aria-hidden="true" unfocusable, or stop hiding them.',
  'duplicate-id-aria.title': 'Two elements share an id that a label points to',
  'duplicate-id-aria.why': `${SCREEN_READER}reads the wrong label for a field.`,
  'duplicate-id-aria.fix': 'Give every element a unique id.',
  'aria-allowed-attr.title': 'An element has a screen-reader setting that does not fit it',
  'aria-allowed-attr.why': `It has ${ARIA} that its kind of element cannot have, so a screen reader ignores it or says something wrong: aria-pressed on a <div>, for example.`,
  'aria-allowed-attr.fix': 'Use the real element that supports the attribute (a <button> for aria-pressed), or remove the attribute.',
  'aria-prohibited-attr.title': 'A plain element is given a name that screen readers do not read',
  'aria-prohibited-attr.why': `It has ${ARIA} such as aria-label on a <div> or <span> with no role, so a screen reader says nothing of it.`,
  'aria-prohibited-attr.fix':
    'Put the words in the page as visible text, or use a real element (a <button>, an <img> with alt) that can carry the name.',
  'aria-required-attr.title': 'An element says what it is but not its state',
  'aria-required-attr.why': `It has a role (role="checkbox", role="switch"…) without the ${ARIA} that role needs, so a screen reader cannot say whether it is on or off.`,
  'aria-required-attr.fix':
    'Use a real <input type="checkbox"> or <button>, or add the state the role needs (aria-checked="false") and keep it up to date.',
  'aria-valid-attr-value.title': 'A screen-reader setting has a value that does not work',
  'aria-valid-attr-value.why': `It has ${ARIA} with a value screen readers cannot use: aria-pressed="yes" instead of "true", or aria-labelledby naming an id that is not on the page.`,
  'aria-valid-attr-value.fix': 'Give every aria- attribute a value it allows ("true" or "false"; ids that exist on the page).',
  'target-size.title': 'A button or link is too small to tap',
  'target-size.why': 'People with shaky hands, or anyone on a phone, tap the wrong thing.',
  'target-size.fix': 'Make every button and link at least 24 by 24 pixels, with space around it.',
  'link-in-text-block.title': 'A link inside text is told apart by colour alone',
  'link-in-text-block.why': 'People who do not see colours well cannot find the link.',
  'link-in-text-block.fix': 'Underline links that sit inside text.',
  /** What axe cannot check, said once under the report. */
  axeLimits:
    'An automatic check finds about a third of the problems people meet. It checks the page as it first opens, so text that shows only after a click is not checked, and it cannot judge text on a picture or a colour gradient. It cannot tell whether a name makes sense, whether the order of the page makes sense, or how it sounds in a real screen reader. Also try the whole app with only the keyboard (Tab, Shift+Tab, Enter, Space), and, if you can, with a screen reader.',

  // A control the keyboard cannot use (audit.ts).
  unreachableTitle: (element: string) => `The keyboard cannot reach ${element}: Tab never lands on it`,
  noKeysTitle: (element: string) => `Tab lands on ${element}, but Enter and Space do nothing`,
  unreachableFix:
    'Make every clickable thing a real <button> (or a link, if it goes to another page), so Tab reaches it and Enter and Space press it.',
  noKeysFix: 'Make it a real <button>, which answers Enter and Space by itself, instead of a <div> or <span> with a click handler.',
  keyboardWhy: 'People who cannot use a mouse (with a keyboard, a switch, or their voice) cannot use this part of the app.',
  keyboardExample: (title: string) => `A keyboard check says: "${title}".`,

  // "Keeps its secrets": the scan's findings. `what` names what was found ('an OpenAI API key', 'a script', 'eval').
  /** What the scan found, in this language (the scan names it in English: a key's kind, 'a script'). */
  what: (english: string) => String(english),
  where: (file: string, line: number) => `${file}, line ${line}`,
  exampleIn: (where: string, example: string) => `In ${where}: ${example}`,
  lessonSecrets: 'Section 9: Keep keys out of your code',
  lessonRotate: 'Section 9: Rotate a key that leaked',
  lessonHtmlFromText: 'Learning project 5: A name turns italic and long words spill out',
  lessonCheckInputs: 'Section 9: Check every input on the server',
  lessonHttps: 'Section 9: Run the security scan before you publish',
  lessonReadError: 'Section 4: Read the error message',
  secretTitle: (what: string, where: string) => `${what} is in ${where}`,
  secretWhyPassword:
    'Everything in these files is sent to every visitor, so anyone can open the page, copy the address and log in to your database: read, change or delete everything in it.',
  secretWhyKey:
    'Everything in these files is sent to every visitor, so anyone can open the page, copy the key and use it: spend your money, read your data, or send messages as you.',
  secretNowPassword:
    'Change the database’s password now, in its provider’s settings. It has been exposed by being in the page’s files, and pasting it anywhere, even here, counts.',
  secretNowKey:
    'Replace the key now: make a new one in the provider’s dashboard and delete this one. It has been exposed by being in the page’s files, and pasting it anywhere, even here, counts.',
  secretExample: (what: string, excerpt: string) => `the code holds ${what} (${excerpt}) where the browser can read it.`,
  /** The fix's actions, one a line. */
  secretActionsPassword: [
    'Move every database query to a small server route, and keep the database address in a secret environment variable that only the server reads.',
    'Make the page call that route instead, so the address and its password never reach the browser.',
    'Remove the address from every file, comments included.',
  ].join('\n'),
  secretActionsKey: [
    'Move every call that needs this key to a small server route, and keep the key in a secret environment variable that only the server reads.',
    'Make the page call that route instead, so the key never reaches the browser.',
    'Remove the key from every file, comments included.',
  ].join('\n'),
  publishableTitle: (what: string, where: string) => `${what} is in ${where}: that is fine`,
  publishableWhy:
    'This kind of key is made to be seen in a browser; on its own it cannot spend money or read private data. Keep its secret partner (the secret key) out of these files, and set the provider’s rules so the public key can only do what your page needs.',
  htmlTitle: (what: string, where: string) => `Text a visitor typed is written into the page as HTML with ${what} (${where})`,
  htmlWhy:
    'The visitor’s text becomes part of the page: a name like <img onerror=…> can run code in other people’s browsers or break the layout.',
  htmlExample: (excerpt: string, what: string) => `\`${excerpt}\` puts text a visitor typed into the page with ${what}.`,
  htmlActions: [
    'Show text that can come from a visitor with textContent (or by creating elements), never as HTML.',
    'Keep the page looking exactly as it does now.',
  ].join('\n'),
  codeTitle: (what: string, where: string) => `A piece of text is run as code with ${what} (${where})`,
  codeWhy:
    'Text run as code can do anything the page can do. If a visitor’s text ever reaches it, they control your app; and it hides mistakes until the moment it runs.',
  codeExample: (excerpt: string, what: string) => `\`${excerpt}\` runs text as code with ${what}.`,
  codeActions: (what: string) =>
    [
      `Replace ${what} with ordinary code that does the same thing: call the function directly, or pass a function instead of text.`,
      'Do not run any text as code anywhere in the app.',
    ].join('\n'),
  httpTitle: (what: string, where: string) => `${what} is loaded over plain http:// (${where})`,
  httpWhy:
    'Anything sent over plain http:// can be read and changed on the way, for example on café Wi-Fi, and browsers block it on a page served over https://, so the app breaks once published.',
  httpExample: (excerpt: string) => `the page loads ${excerpt} over plain http://.`,
  httpActions: 'Load it over https:// instead, or copy the file into the project and load it from there.',
  storageTitle: (where: string) => `A password or key is kept in the browser’s storage (${where})`,
  storageWhy:
    'The browser’s storage keeps what it holds as plain text on the device, where any script on the page, and anyone using the computer, can read it.',
  storageExample: (excerpt: string, what: string) => `\`${excerpt}\` keeps "${what}" in the browser’s storage.`,
  storageActions: [
    'Stop keeping passwords, tokens or keys in localStorage or sessionStorage.',
    'If the app needs a login, let the server keep the secret and the browser keep only a session cookie.',
  ].join('\n'),
  unreadableTitle: (file: string, line: number) => `${file} has a syntax error at line ${line}, so it was not checked for unsafe code`,
  unreadableWhy: (excerpt: string) =>
    `The browser cannot run a script it cannot read either ("${excerpt}"): fix this first, then check again.`,
  unreadableExample: (excerpt: string) => `the browser reports "${excerpt}".`,
  unreadableActions: 'Fix the syntax error so the script runs, and change nothing else.',
}
