/**
 * The "Works for everyone" audit, run inside the sandbox frame on the
 * learner's running app. Built as a file of its own (imported with
 * ?worker&url by run-safety-report.ts, like the check harness) and sent to the frame
 * as text, because the frame may load nothing from the network. It holds
 * axe-core, so it is fetched only when a learner asks for the report.
 *
 * Besides axe's rules it checks the keyboard as a person would meet it: every
 * element the app listens to clicks on must be reachable with Tab, and one
 * that is not a real button or link must also answer Enter or Space. The
 * listeners are seen by wrapping addEventListener before the app's script
 * runs (the frame writes the app's page after this file has run).
 */
import type { ScriptResult } from '../../../sandbox/protocol.ts'
import type { AccessibilityProblem } from './accessibility-words.ts'
import { axeProblems, nameForReport } from './axe-audit.ts'

/** A control the keyboard cannot use, and why. */
interface KeyboardProblem {
  /** 'unreachable': Tab never lands on it. 'no-keys': Tab lands on it, but Enter and Space do nothing. */
  kind: 'unreachable' | 'no-keys'
  element: string
}

export interface AuditResult extends ScriptResult {
  problems: AccessibilityProblem[]
  keyboard: KeyboardProblem[]
  /** How many controls the app has (buttons, links, fields, and elements it listens to clicks on). */
  controls: number
}

const clickTargets = new Set<EventTarget>()
const keyTargets = new Set<EventTarget>()
const addEventListener = EventTarget.prototype.addEventListener
EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
  if (type === 'click') clickTargets.add(this)
  if (type === 'keydown' || type === 'keyup' || type === 'keypress') keyTargets.add(this)
  return (addEventListener as (...args: unknown[]) => void).call(this, type, ...rest)
} as typeof addEventListener

const DELEGATION_HOSTS = 'ul, ol, dl, table, tbody, form, fieldset, main, section, article, aside, nav, header, footer'
const NATIVE_CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary'

function isKeyboardFocusable(element: HTMLElement): boolean {
  if (element.matches(':disabled')) return false
  const tabindex = element.getAttribute('tabindex')
  if (tabindex !== null) return Number(tabindex) >= 0
  return element.matches(NATIVE_CONTROLS) || element.isContentEditable
}

/** Does a key pressed on `element` reach a key listener (on it or around it, as delegation does)? */
function hearsKeys(element: Element): boolean {
  for (let node: Node | null = element; node; node = node.parentNode) if (keyTargets.has(node)) return true
  return keyTargets.has(window) || keyTargets.has(document)
}

function keyboardProblems(): { problems: KeyboardProblem[]; controls: number } {
  const listened = [...document.querySelectorAll('body *')].filter(
    (element): element is HTMLElement => element instanceof HTMLElement && (clickTargets.has(element) || element.hasAttribute('onclick')),
  )
  const controls = new Set<HTMLElement>([...document.querySelectorAll<HTMLElement>(NATIVE_CONTROLS), ...listened])
  const problems: KeyboardProblem[] = []
  for (const element of listened) {
    // A click listener on a real control, or on a wrapper around one, is the keyboard's too.
    if (element.matches(NATIVE_CONTROLS) || element.querySelector(NATIVE_CONTROLS)) continue
    // Hidden, or a list, form or area that listens for clicks on the controls inside it (event delegation).
    if (element.offsetWidth === 0 || element.offsetHeight === 0 || element.matches(DELEGATION_HOSTS)) continue
    if (!isKeyboardFocusable(element)) problems.push({ kind: 'unreachable', element: nameForReport(element) })
    else if (!hearsKeys(element)) problems.push({ kind: 'no-keys', element: nameForReport(element) })
  }
  return { problems, controls: controls.size }
}

async function audit(): Promise<AuditResult> {
  const problems = await axeProblems()
  const keyboard = keyboardProblems()
  return { kind: 'audit', problems, keyboard: keyboard.problems, controls: keyboard.controls }
}
// sandbox/frame-script.ts calls run(steps, start) once the app has loaded; the audit has no steps.
window.__fztvHarness = { run: audit }
