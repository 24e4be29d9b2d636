/**
 * An error the learner's app did not catch, told the way the course teaches
 * learners to read one (Section 3, the developer tools' Console): the
 * message, where it happened, one sentence in plain words and a CLEAR prompt
 * that hands the Agent the error itself.
 */
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

/** Where the error happened, as the learner finds it in their files: 'script.js, line 3'. */
export function whereOf(entry: ConsoleEntry): string {
  if (!entry.file) return 'your app (a promise that failed)'
  return entry.line ? `${entry.file}, line ${entry.line}` : entry.file
}

/** What the error means, in one plain sentence: the common ones by their words, any other in general. */
export function explainError(message: string): string {
  if (/is not defined/.test(message))
    return 'Your script uses a name that was never created, often because of a typo (one letter missing or different), so it stopped there.'
  if (/Cannot read properties of (null|undefined)|Cannot set properties of (null|undefined)|is null|is undefined/.test(message))
    return 'Your script looked for something on the page, such as a button, and found nothing: its id may not match the one in index.html, or the script ran before the page was ready.'
  if (/is not a function/.test(message))
    return 'Your script called something that cannot be called, often a misspelt name, so it stopped there.'
  if (/^SyntaxError/.test(message))
    return 'Your script has a typing mistake the browser cannot read, such as a missing bracket or quote, so none of it ran.'
  return 'Your script stopped at this line, so nothing after it ran.'
}

/** The CLEAR prompt that asks the Agent to fix the error, naming what stopped working because of it. */
export function errorFixPrompt(projectTitle: string, entry: ConsoleEntry, stopped: string[], spelling?: Spelling): string {
  const check = stopped.length ? ` Then check that these work again: ${stopped.map((text) => `"${text}"`).join('; ')}.` : ''
  const guess = spelling ? ` "${spelling.written}" may be a misspelling of "${spelling.right}".` : ''
  return [
    `Context: My "${projectTitle}" app, a single web page (index.html, style.css, script.js) in plain HTML, CSS and JavaScript.`,
    'Length: Change only what this fix needs and keep everything else working.',
    `Examples: The browser's console shows this error: "${entry.text}", in ${whereOf(entry)}.${guess}`,
    `Actions: Find what causes this error and fix it.${check} Explain what you changed.`,
    'Role: Act as a patient web teacher who explains the fix in one or two sentences.',
  ].join('\n')
}
