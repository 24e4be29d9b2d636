/**
 * An error the learner's app did not catch, told the way the course teaches
 * learners to read one (Section 3, the developer tools' Console): the
 * message, where it happened, one sentence in plain words and a CLEAR prompt
 * that hands the Agent the error itself.
 */

import type { checkerRun } from '../../../lib/i18n/messages/en/checker-run.ts'
import type { ConsoleEntry, LearnerFiles } from '../../../sandbox/protocol.ts'
import { browserApiNames, closestName, nameInError, namesInCode } from './closest-name.ts'

/** A name the error is about, and the real name it most likely meant. */
export interface Spelling {
  written: string
  right: string
}

/**
 * The right spelling when the error is about a name that is one slip away
 * from a real one: a name of the browser (addEventListner → addEventListener)
 * or of the learner's own files (mesage → message). `apiNames` is the
 * browser's (browserApiNames, in the page; the tests pass their own).
 */
export function likelySpelling(message: string, files: LearnerFiles, apiNames: Iterable<string> = browserApiNames()): Spelling | undefined {
  const written = nameInError(message)
  if (!written) return undefined
  const right = closestName(written, [...apiNames, ...namesInCode(files.js, files.html)])
  return right ? { written, right } : undefined
}

/** The checker's words these need (the checker-run catalogue, in the page's language). */
type ErrorWords = Pick<
  typeof checkerRun,
  | 'errorAtLine'
  | 'errorInPromise'
  | 'errorNotDefined'
  | 'errorFoundNothing'
  | 'errorNotAFunction'
  | 'errorSyntax'
  | 'errorStoppedHere'
  | 'errorFixPrompt'
>

/** Where the error happened, as the learner finds it in their files: 'script.js, line 3'. */
export function whereOf(entry: ConsoleEntry, t: ErrorWords): string {
  if (!entry.file) return t.errorInPromise
  return entry.line ? t.errorAtLine(entry.file, entry.line) : entry.file
}

/** What the error means, in one plain sentence: the common ones by their words (as every browser prints them, in English), any other in general. */
export function explainError(message: string, t: ErrorWords): string {
  if (/is not defined/.test(message)) return t.errorNotDefined
  if (/Cannot read properties of (null|undefined)|Cannot set properties of (null|undefined)|is null|is undefined/.test(message))
    return t.errorFoundNothing
  if (/is not a function/.test(message)) return t.errorNotAFunction
  if (/^SyntaxError/.test(message)) return t.errorSyntax
  return t.errorStoppedHere
}

/** The CLEAR prompt that asks the Agent to fix the error, naming what stopped working because of it. */
export function errorFixPrompt(t: ErrorWords, projectTitle: string, entry: ConsoleEntry, stopped: string[], spelling?: Spelling): string {
  const quoted = stopped.map((text) => `"${text}"`).join('; ')
  return t.errorFixPrompt(projectTitle, entry.text, whereOf(entry, t), quoted, spelling?.written ?? '', spelling?.right ?? '')
}
