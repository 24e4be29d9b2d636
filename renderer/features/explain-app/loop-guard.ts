/**
 * A guard in every loop of an app run without one of its lines: taking a
 * line away can leave a loop that never ends (project 5's
 * `do { story = … } while (story === lastStory)` without its one line spins
 * on two empty strings for ever). Every sandboxed frame of the page shares
 * one process, and the checker's own frame keeps that process alive, so a
 * frozen variant froze every run after it too: each then waited out the
 * sandbox's silence limit as "the app stops", and the search for the lines
 * that matter never reached a question. With the guard, a loop that has run
 * without a break for LOOP_LIMIT_MS throws instead, the run sees a new error
 * (the app stops, never a pass), and the process goes on.
 *
 * Nothing moves a line: the guard's call goes inside each loop's body on the
 * line it starts on, and the guard itself is defined at the end of each
 * script, on a line of its own (as coverage.ts's marker is).
 */
import { type Node, parse } from 'acorn'
import { simple } from 'acorn-walk'
import type { LearnerFiles } from '../../../sandbox/protocol.ts'
import { readHtml } from './html-elements.ts'

/** The guard's words, which tell its error from the app's own (lines-that-matter.ts judges it as a freeze). */
export const ENDLESS_LOOP = 'fztv: a loop that never ends'
/** How long one stretch of the app's code may loop: far more than any loop these apps run needs. */
const LOOP_LIMIT_MS = 2000

/**
 * The guard: the time of the first loop turn since the app last gave the
 * browser back control (a microtask, which no busy loop lets run, clears it),
 * and an error once a stretch has looped for longer than the limit.
 */
const GUARD = `\nfunction __fztvLoop(){var g=globalThis,n=performance.now();if(!g.__fztvLoopAt){g.__fztvLoopAt=n;queueMicrotask(function(){g.__fztvLoopAt=0})}else if(n-g.__fztvLoopAt>${LOOP_LIMIT_MS})throw new Error(${JSON.stringify(ENDLESS_LOOP)})}\n`

const CALL = '__fztvLoop();'

function parsed(code: string): Node | undefined {
  for (const sourceType of ['script', 'module'] as const) {
    try {
      return parse(code, { ecmaVersion: 'latest', sourceType, allowHashBang: true })
    } catch {}
  }
  return undefined
}

/** `code` with the guard's call first in every loop's body and the guard at its end; as it is when it does not parse. */
function guarded(code: string): string {
  const tree = parsed(code)
  if (!tree) return code
  const inserts: Array<{ at: number; text: string }> = [{ at: code.length, text: GUARD }]
  const guardBody = (loop: Node) => {
    const body = (loop as Node & { body: Node }).body
    if (body.type === 'BlockStatement') inserts.push({ at: body.start + 1, text: CALL })
    else inserts.push({ at: body.start, text: `{${CALL}` }, { at: body.end, text: '}' })
  }
  simple(tree, {
    WhileStatement: guardBody,
    DoWhileStatement: guardBody,
    ForStatement: guardBody,
    ForInStatement: guardBody,
    ForOfStatement: guardBody,
  })
  // From the end, so each offset still points into the text as it was; at one offset, a closing brace before an opening one.
  inserts.sort((a, b) => b.at - a.at || (a.text === '}' ? 1 : 0) - (b.text === '}' ? 1 : 0))
  let result = code
  for (const insert of inserts) result = result.slice(0, insert.at) + insert.text + result.slice(insert.at)
  return result
}

/** The app with a guard in every loop of script.js and of each script inside index.html. */
export function guardLoops(files: LearnerFiles): LearnerFiles {
  let html = files.html
  // From the last script, so the offsets of those before it still hold.
  for (const script of readHtml(files.html).scripts.reverse())
    html = html.slice(0, script.start) + guarded(script.code) + html.slice(script.start + script.code.length)
  return { html, css: files.css, js: files.js.trim() ? guarded(files.js) : files.js }
}
