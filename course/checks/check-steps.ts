/**
 * The steps of a machine check: what the 'Check my project' panel does to a
 * learner's app, one step at a time. Its own module because two floors read
 * it: course/schema/learning-projects.ts validates the steps in each learning project's file,
 * and the browser harness (renderer/features/project-checker/harness/steps.ts) runs
 * them, with a handler for every kind of step (`StepKind`).
 */
import { z } from 'zod'
import { isPlainWords } from '../../lib/pattern-words.ts'

/** Visible text on the learner's page, as a person reads it. */
const text = z.string().trim().min(1)

/** A pattern matched against what a person sees (case-insensitive regular expression source). Not trimmed: in a pattern a space is a character to match. */
const pattern = z
  .string()
  .regex(/\S/, 'not blank')
  .refine((source) => {
    try {
      new RegExp(source, 'i')
      return true
    } catch {
      return false
    }
  }, 'a valid regular expression')
/**
 * One or more patterns; any of them may match ('add', '^\\+$'). The first is
 * what the checker's report names to the learner (lib/pattern-words.ts), so
 * it must read as plain words: 'Say hello', not '(say|wave) hello'.
 */
const patterns = z
  .union([pattern, z.array(pattern).min(1)])
  .refine(
    (value) => isPlainWords(Array.isArray(value) ? (value[0] ?? '') : value),
    'plain words first (no (a|b), [ ], ?, * or the like in the first pattern): the report shows it to the learner',
  )

/**
 * One step of a machine check, run inside the sandbox frame against the
 * learner's app (renderer/features/project-checker/harness.ts). Elements are found the way a
 * person finds them: by role, label, placeholder and visible text.
 */
export const CheckStep = z.union([
  z.strictObject({
    /** Text to type, character by character, into a text box. */
    type: z.string(),
    /** The text box: its label, placeholder or accessible name matches one of these; when none does, the page's only text box. */
    into: patterns,
  }),
  z.strictObject({
    /** A key to press in the focused element ('Space' ticks a focused checkbox or presses a focused button). */
    press: z.enum(['Enter', 'Escape', 'Tab', 'Space', 'Backspace']),
  }),
  z.strictObject({
    /** Text typed with the keyboard alone into whatever has focus (after a `tabTo…` step): no click first. */
    keys: z.string().min(1),
  }),
  z.strictObject({
    /** From the top of the app, press Tab until the text box found as `type … into` finds it has focus. */
    tabToTextBox: patterns,
  }),
  z.strictObject({
    /** From the top of the app, press Tab until the checkbox in the same item as this visible text has focus. */
    tabToCheckbox: text,
  }),
  z.strictObject({
    /** From the top of the app, press Tab until a button named like this (as `click` finds it) has focus. */
    tabToButton: patterns,
  }),
  z.strictObject({
    /**
     * The text box found as `type … into` finds it has a name a screen reader
     * reads: a <label>, aria-label or aria-labelledby. A placeholder alone
     * does not count (it disappears as the learner types).
     */
    labelled: patterns,
  }),
  z.strictObject({
    /** A button (or link) whose accessible name or visible text matches one of these. */
    click: patterns,
    /** Only a button in the same item as this visible text (a task's delete button). */
    near: text.optional(),
  }),
  z.strictObject({
    /** Tick the checkbox in the same item as this visible text. */
    tick: text,
  }),
  z.strictObject({
    /** Visible text that must be on the page. */
    expect: patterns,
    /** It must have appeared with the last action (a message), not have been there before. */
    new: z.boolean().optional(),
  }),
  z.strictObject({
    /** Visible text that must not be on the page (hidden elements do not count). */
    expectNot: patterns,
  }),
  z.strictObject({
    /** The checkbox in the same item as this visible text must be ticked. */
    expectTicked: text,
  }),
  z.strictObject({
    /** The number of list items must not have changed with the last action. */
    sameItemCount: z.literal(true),
  }),
  z.strictObject({
    /** Reload the app, keeping what it saved in localStorage. */
    reload: z.literal(true),
  }),
  z.strictObject({
    /** Reload the app in a frame this many CSS pixels wide, keeping its saved data. */
    width: z.number().int().min(240).max(1600),
  }),
  z.strictObject({
    /** Nothing may be wider than the frame: no sideways scrolling. */
    noSideScroll: z.literal(true),
  }),
  // Steps for apps with a display (a calculator's, a counter's): what it shows, whole, and buttons a finger can hit.
  z.strictObject({
    /**
     * Some visible element that is not a button or link (a display, an
     * <output>, a line of text), or a text box's value (an <input readonly>
     * display), shows exactly this: its whole text, spaces collapsed, matches
     * one of these patterns from start to end ('56' passes "56" but not
     * "156", nor the button "5"). Put `.*` around a pattern to allow more text.
     */
    expectExactly: patterns,
  }),
  z.strictObject({
    /** Every visible button is at least this many CSS pixels tall and wide (a fingertip needs about 44). */
    minButtonSize: z.number().int().min(16).max(96),
  }),
  // Steps added for learning project 2 (looks).
  z.strictObject({
    /**
     * Something looks different after the previous step, once its animations
     * end: an element's colours, transform, opacity or visibility changed, or
     * one appeared or went. Buttons and form fields do not count (a theme
     * button that only marks itself as chosen changes nothing else).
     */
    restyled: z.literal(true),
  }),
  // Project 1 (a page more than an app): headings, changing text, the year, readable colours.
  z.strictObject({
    /** A visible heading (<h1>-<h6> or role heading) whose text matches one of these. */
    expectHeading: patterns,
  }),
  z.strictObject({
    /** The current year, by the app's own clock (never written into the check), must be visible: a footer filled in by script. */
    expectYear: z.literal(true),
  }),
  z.strictObject({
    /**
     * Every visible piece of text must stand out from its background as WCAG
     * AA asks: a contrast ratio of at least 4.5:1, or 3:1 for large text
     * (24 px, or 18.66 px bold). Backgrounds are the colours and gradient
     * stops behind the text; text over a picture is left out.
     */
    contrast: z.literal(true),
  }),
  // Choices, random results, copying and contrast (project 5, the story generator).
  z.strictObject({
    /**
     * Pick an option the way a person does with the mouse: the radio button,
     * the drop-down (<select>) option or the button named like this, or else
     * the visible text itself (a clickable card).
     */
    choose: patterns,
    /** Look first in the drop-down labelled like this (or the page's only drop-down). */
    in: patterns.optional(),
  }),
  z.strictObject({
    /**
     * Pick an option with the keyboard alone: Tab from the top of the app to
     * the button, radio group or drop-down, then Space or the arrow keys. It
     * must then show as picked to a screen reader (checked, selected, or
     * aria-pressed="true" on a button that has aria-pressed).
     */
    chooseByKeyboard: patterns,
  }),
  z.strictObject({
    /**
     * Text that came with the last action (lines that were not on the page
     * before it) must match one of these: the new story, not the labels
     * around it. An app that picks at random may leave the words out of one
     * go: with `tries`, the last action is repeated until it passes, that
     * many goes in all.
     */
    expectNew: patterns,
    tries: z.number().int().min(1).max(10).optional(),
  }),
  z.strictObject({
    /**
     * The visible text changed with the last action (a new random story).
     * Random picks can repeat by chance, so the last action gets 3 goes
     * before the step fails.
     */
    expectChanged: z.literal(true),
  }),
  z.strictObject({
    /** What the app last copied matches one of these (navigator.clipboard or document.execCommand('copy'); the harness stands in for the clipboard, which the sandbox has not). */
    expectCopied: patterns,
  }),
  z.strictObject({
    /** The number of visible buttons named like this (as `click` finds them) is at most this. */
    buttons: patterns,
    atMost: z.number().int().min(0),
  }),
])
export type CheckStep = z.infer<typeof CheckStep>

/**
 * Fields that qualify a step rather than name it (`type … into`, `click … near`).
 * A step's kind is its one field that is not among these.
 */
type QualifierField = 'into' | 'near' | 'new' | 'in' | 'tries' | 'atMost'

type FieldsOf<Union> = Union extends unknown ? keyof Union : never

/** The kinds of step ('click', 'expect', 'reload', ...): the harness has a handler for each, or tsc fails. */
export type StepKind = Exclude<FieldsOf<CheckStep>, QualifierField>

/** The step of one kind, with its qualifiers: StepOf<'click'> is `{ click, near? }`. */
export type StepOf<Kind extends StepKind> = Extract<CheckStep, Record<Kind, unknown>>
