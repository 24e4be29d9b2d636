/**
 * "Works for everyone": what axe-core found in the learner's running app, in
 * words for someone who has never heard of WCAG. axe names each problem by a
 * rule id; the WCAG A and AA rules a beginner's page most often breaks have
 * words of their own here, and any other rule falls back on axe's own
 * one-line help.
 */
import { assemblePrompt } from '../prompt-builder/clear-prompt.ts'

/** One problem as the frame reports it: axe's result cut to what the report shows (it must pass postMessage). */
export interface AccessibilityProblem {
  /** axe's rule id: 'button-name'. */
  rule: string
  impact: 'critical' | 'serious' | 'moderate' | 'minor'
  /** axe's own one-line help, used for rules without words here. */
  help: string
  /** Each element that breaks the rule: its visible text, or a short piece of its HTML. */
  elements: string[]
}

interface RuleWords {
  /** What is wrong, as the learner would see it. */
  title: string
  /** Who it shuts out, and how. */
  why: string
  /** The action for the fix prompt. */
  fix: string
}

/**
 * The axe-core tags the audit runs (audit.ts): WCAG 2.2 A and AA, the rules
 * this site holds itself to. axe's best-practice rules stay out, so "Mark as
 * complete" waits only for real barriers.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const SCREEN_READER = 'A screen reader (the program blind people use to hear a page) '
const ARIA = 'an aria- attribute (a setting that tells screen readers what an element is or does)'

export const RULE_WORDS: Record<string, RuleWords> = {
  'button-name': {
    title: 'A button has no name a screen reader can say: it shows only an icon, or nothing',
    why: `${SCREEN_READER}says just "button", so its user cannot tell what it does.`,
    fix: 'Give every button a name: visible text, or an aria-label that says what it does ("Delete task").',
  },
  'input-button-name': {
    title: 'An input button has no name',
    why: `${SCREEN_READER}says just "button", so its user cannot tell what it does.`,
    fix: 'Give every <input type="button"> or "submit" a value that says what it does.',
  },
  'link-name': {
    title: 'A link has no name a screen reader can say',
    why: `${SCREEN_READER}says just "link", so its user cannot tell where it goes.`,
    fix: 'Give every link text that says where it goes, or an aria-label when it shows only an icon.',
  },
  'image-alt': {
    title: 'An image has no text alternative (alt)',
    why: 'People who cannot see the image, and everyone while it fails to load, get nothing in its place.',
    fix: 'Give every image an alt attribute that says what it shows; use alt="" only for pure decoration.',
  },
  'svg-img-alt': {
    title: 'A drawing (SVG) shown as an image has no text alternative',
    why: 'People who cannot see it get nothing in its place.',
    fix: 'Give every SVG with role="img" a <title> or aria-label that says what it shows.',
  },
  'role-img-alt': {
    title: 'An element shown as an image has no text alternative',
    why: 'People who cannot see it get nothing in its place.',
    fix: 'Give every element with role="img" an aria-label that says what it shows.',
  },
  label: {
    title: 'A text box has no label',
    why: `${SCREEN_READER}cannot say what to type there, and a placeholder disappears as soon as someone types.`,
    fix: 'Give every input, textarea and select a visible <label for="..."> that says what to enter.',
  },
  'select-name': {
    title: 'A drop-down list has no label',
    why: `${SCREEN_READER}cannot say what the list is for.`,
    fix: 'Give every <select> a visible <label for="..."> that says what it chooses.',
  },
  'color-contrast': {
    title: 'Some text is too faint to read against its background',
    why: 'People with low vision, and anyone reading a phone in sunlight, cannot make it out.',
    fix: 'Darken the text or lighten the background until the contrast is at least 4.5 to 1 (3 to 1 for large text).',
  },
  'html-has-lang': {
    title: 'The page does not say which language it is written in',
    why: `${SCREEN_READER}may read English words with another language's sounds, and translation tools guess.`,
    fix: 'Add lang="en" (or the page\'s language) to the <html> tag.',
  },
  'html-lang-valid': {
    title: 'The page names a language that does not exist',
    why: `${SCREEN_READER}cannot pick the right voice.`,
    fix: 'Set the <html> tag\'s lang to a real language code, such as "en".',
  },
  'document-title': {
    title: 'The page has no title',
    why: 'The browser tab, bookmarks and screen readers have nothing to call the page.',
    fix: 'Add a <title> in <head> that names the app.',
  },
  list: {
    title: 'A list holds something other than list items',
    why: `${SCREEN_READER}miscounts the list, or does not announce it as a list.`,
    fix: 'Put only <li> elements directly inside <ul> and <ol>.',
  },
  listitem: {
    title: 'A list item is not inside a list',
    why: `${SCREEN_READER}cannot tell it belongs to a list.`,
    fix: 'Put every <li> inside a <ul> or <ol>.',
  },
  'nested-interactive': {
    title: 'A control is inside another control',
    why: 'Keyboard and screen reader users can reach only one of the two.',
    fix: 'Do not put buttons or links inside other buttons or links; place them side by side.',
  },
  'scrollable-region-focusable': {
    title: 'A scrolling area cannot be scrolled with the keyboard',
    why: 'People who use only a keyboard cannot read what is hidden below.',
    fix: 'Give the scrolling area tabindex="0" and a label, or let the page scroll instead.',
  },
  'meta-viewport': {
    title: 'The page stops people from zooming in',
    why: 'People with low vision need to zoom to read on a phone.',
    fix: 'Remove maximum-scale and user-scalable=no from the viewport meta tag.',
  },
  'aria-hidden-focus': {
    title: 'A hidden part of the page can still get keyboard focus',
    why: 'Keyboard users land on something a screen reader says nothing about.',
    fix: 'Make elements inside aria-hidden="true" unfocusable, or stop hiding them.',
  },
  'duplicate-id-aria': {
    title: 'Two elements share an id that a label points to',
    why: `${SCREEN_READER}reads the wrong label for a field.`,
    fix: 'Give every element a unique id.',
  },
  'aria-allowed-attr': {
    title: 'An element has a screen-reader setting that does not fit it',
    why: `It has ${ARIA} that its kind of element cannot have, so a screen reader ignores it or says something wrong: aria-pressed on a <div>, for example.`,
    fix: 'Use the real element that supports the attribute (a <button> for aria-pressed), or remove the attribute.',
  },
  'aria-prohibited-attr': {
    title: 'A plain element is given a name that screen readers do not read',
    why: `It has ${ARIA} such as aria-label on a <div> or <span> with no role, so a screen reader says nothing of it.`,
    fix: 'Put the words in the page as visible text, or use a real element (a <button>, an <img> with alt) that can carry the name.',
  },
  'aria-required-attr': {
    title: 'An element says what it is but not its state',
    why: `It has a role (role="checkbox", role="switch"…) without the ${ARIA} that role needs, so a screen reader cannot say whether it is on or off.`,
    fix: 'Use a real <input type="checkbox"> or <button>, or add the state the role needs (aria-checked="false") and keep it up to date.',
  },
  'aria-valid-attr-value': {
    title: 'A screen-reader setting has a value that does not work',
    why: `It has ${ARIA} with a value screen readers cannot use: aria-pressed="yes" instead of "true", or aria-labelledby naming an id that is not on the page.`,
    fix: 'Give every aria- attribute a value it allows ("true" or "false"; ids that exist on the page).',
  },
  'target-size': {
    title: 'A button or link is too small to tap',
    why: 'People with shaky hands, or anyone on a phone, tap the wrong thing.',
    fix: 'Make every button and link at least 24 by 24 pixels, with space around it.',
  },
  'link-in-text-block': {
    title: 'A link inside text is told apart by colour alone',
    why: 'People who do not see colours well cannot find the link.',
    fix: 'Underline links that sit inside text.',
  },
}

/** Most serious first, as axe ranks them. */
const IMPACT_ORDER: readonly AccessibilityProblem['impact'][] = ['critical', 'serious', 'moderate', 'minor']

/** What axe cannot check, said once under the report. */
export const AXE_LIMITS =
  'An automatic check finds about a third of the problems people meet. It checks the page as it first opens, so text that shows only after a click is not checked, and it cannot judge text on a picture or a colour gradient. It cannot tell whether a name makes sense, whether the order of the page makes sense, or how it sounds in a real screen reader. Also try the whole app with only the keyboard (Tab, Shift+Tab, Enter, Space), and, if you can, with a screen reader.'

/** What every fix prompt of the report says about the learner's app. */
export const APP_CONTEXT = 'My app is a single web page (index.html, style.css, script.js) in plain HTML, CSS and JavaScript.'

/** A CLEAR prompt for one accessibility fix: what the check said, and the fix. */
function accessibilityPrompt(examples: string, actions: string, context = APP_CONTEXT): string {
  return assemblePrompt({
    context,
    length: 'Change only what this fix needs and keep the page looking and working as it does.',
    examples,
    actions,
    role: 'Act as a web developer who knows accessibility and explains the change in two sentences a beginner understands.',
  })
}

export interface AccessibilityWords {
  title: string
  why: string
  prompt: string
}

/**
 * The words and fix prompt for one problem; rules without words of their own
 * use axe's help. `context`: what the prompt says about the app (a single page
 * by default).
 */
export function accessibilityWords(problem: AccessibilityProblem, context = APP_CONTEXT): AccessibilityWords {
  const words = RULE_WORDS[problem.rule] ?? {
    title: problem.help,
    why: 'Some people cannot use this part of the page.',
    fix: `Fix this: ${problem.help}.`,
  }
  const count = problem.elements.length
  const first = problem.elements[0]
  return {
    title: words.title,
    why: words.why,
    prompt: accessibilityPrompt(
      `An accessibility check says: "${words.title}", ${count === 1 ? 'on one element' : `on ${count} elements`}${first ? `, for example ${first}` : ''}.`,
      words.fix,
      context,
    ),
  }
}

/** The problems grouped as the report shows them: most serious first, then most elements first. */
export function sortProblems(problems: readonly AccessibilityProblem[]): AccessibilityProblem[] {
  return [...problems].sort(
    (a, b) =>
      IMPACT_ORDER.indexOf(a.impact) - IMPACT_ORDER.indexOf(b.impact) ||
      b.elements.length - a.elements.length ||
      a.rule.localeCompare(b.rule),
  )
}

/** A control the keyboard cannot use (audit.ts), in plain words. */
export function keyboardWords(problem: { kind: 'unreachable' | 'no-keys'; element: string }): AccessibilityWords {
  const unreachable = problem.kind === 'unreachable'
  const title = unreachable
    ? `The keyboard cannot reach ${problem.element}: Tab never lands on it`
    : `Tab lands on ${problem.element}, but Enter and Space do nothing`
  const fix = unreachable
    ? 'Make every clickable thing a real <button> (or a link, if it goes to another page), so Tab reaches it and Enter and Space press it.'
    : 'Make it a real <button>, which answers Enter and Space by itself, instead of a <div> or <span> with a click handler.'
  return {
    title,
    why: 'People who cannot use a mouse (with a keyboard, a switch, or their voice) cannot use this part of the app.',
    prompt: accessibilityPrompt(`A keyboard check says: "${title}".`, fix),
  }
}
