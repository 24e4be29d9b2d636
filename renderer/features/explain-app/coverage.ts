/**
 * Which statements a requirement's run reaches: the app run once with a mark
 * before each statement (a probe, see Removable.probe), each mark written to
 * the console the first time it runs. A statement the run never reaches
 * cannot be one the requirement needs: without it, that run is the same run
 * (or, for a name used elsewhere, an app that stops). So the search for the
 * lines that matter leaves those out, and runs one app fewer per line left
 * out: the code of a button the check never presses, say.
 */
import type { ConsoleEntry, LearnerFiles } from '../../../sandbox/protocol.ts'
import { readHtml } from './html-elements.ts'
import type { CodeFileName, Removable } from './removable.ts'

/** What a mark writes to the console: the app itself never writes this (a control character first). */
const MARK = '\u0001fztv-reached '
/** The frame passes on at most this many console entries per page (frame-script.ts): past it, marks may be lost. */
const MOST_ENTRIES = 200

/**
 * Defined at the end of each script, on a line of its own (no line above it
 * moves, a last line's comment cannot swallow it, and a 'use strict' at the
 * top stays the first statement): a function declaration is there from the
 * script's start. Two scripts may both define it.
 */
const MARKER = `\nfunction __fztvMark(i){var r=globalThis.__fztvReached||(globalThis.__fztvReached={});if(!r[i]){r[i]=1;console.info(${JSON.stringify(MARK)}+i)}}\n`

/** `text` with the marks of `removables` (those in `file`) added, and the marker at each of `scriptEnds`. */
function marked(text: string, file: CodeFileName, removables: readonly Removable[], scriptEnds: readonly number[]): string {
  const inserts: Array<{ at: number; text: string }> = scriptEnds.map((at) => ({ at, text: MARKER }))
  removables.forEach((removable, index) => {
    if (removable.file !== file || removable.kind !== 'statement') return
    if (removable.probe === 'wrap') inserts.push({ at: removable.start, text: `{__fztvMark(${index});` }, { at: removable.end, text: '}' })
    else if (removable.probe === 'body' && removable.probeAt !== undefined)
      inserts.push({ at: removable.probeAt, text: `__fztvMark(${index});` })
  })
  // From the end, so each offset still points into the text as it was; at one offset, a closing brace before an opening one.
  inserts.sort((a, b) => b.at - a.at || (a.text === '}' ? 1 : 0) - (b.text === '}' ? 1 : 0))
  let result = text
  for (const insert of inserts) result = result.slice(0, insert.at) + insert.text + result.slice(insert.at)
  return result
}

/** The app with a mark before each statement that has a probe. */
export function markedFiles(files: LearnerFiles, removables: readonly Removable[]): LearnerFiles {
  const scriptEnds = readHtml(files.html).scripts.map((script) => script.start + script.code.length)
  return {
    html: marked(files.html, 'index.html', removables, scriptEnds),
    css: files.css,
    js: files.js.trim() ? marked(files.js, 'script.js', removables, [files.js.length]) : files.js,
  }
}

/** Collects the marks a run writes to the console, through the run's console listener. */
export function markCollector(): { onConsole: (entry: ConsoleEntry) => void; reached: () => Set<number> | undefined } {
  const reached = new Set<number>()
  let entries = 0
  return {
    onConsole: (entry) => {
      entries++
      if (entry.level === 'info' && entry.text.startsWith(MARK)) reached.add(Number(entry.text.slice(MARK.length)))
    },
    // Past the frame's limit a mark may have been dropped, and no mark at all means the marks did not work (a run
    // that reaches no statement passes nothing): then nothing is known, and nothing is left out.
    reached: () => (entries >= MOST_ENTRIES || reached.size === 0 ? undefined : reached),
  }
}

/**
 * The removables a run did not reach, by index: a statement with a probe
 * whose mark never came, and anything inside one. Elements and the
 * statements without a probe count as reached unless inside one that was not.
 */
export function notReached(removables: readonly Removable[], reached: ReadonlySet<number>): Set<number> {
  const missed = new Set<number>()
  removables.forEach((removable, index) => {
    const holderMissed = removable.within !== undefined && missed.has(removable.within)
    if (holderMissed || (removable.kind === 'statement' && removable.probe !== undefined && !reached.has(index))) missed.add(index)
  })
  return missed
}
