// `npm run bench:unstuck` (and the first part of `npm run bench`): how often
// Unstuck names the right cause for real pastes, measured on the corpus: its
// tuning part in stuck-corpus/tuning/ (the README there says where the pastes
// come from and how they were split), its held-out part in
// test/fixtures/stuck-corpus/held-out/, kept out of everything the build and
// the server read; with the catalogue and matcher as they are in the tree.
//
// For each part (tuning, held-out), and within it for error messages and for
// symptoms told in the poster's words, it prints:
//   top-1               the first cause Unstuck shows is the labelled problem
//   top-3               the labelled problem is among the first three shown
//   most likely right   a "Most likely" is named and it is the labelled problem
//   confidently wrong   a "Most likely" is named and it is not the labelled problem
//   nothing found       no cause shown at all (only the describe-your-bug prompt)
// The causes shown, in order: the "Most likely" and the others that may fit
// after it, or the ones "it could be" when none is sure.
//
// A paste labelled `problem: none` (the catalogue has no problem for its
// cause) counts as right, for top-1 and top-3, when no "Most likely" is named:
// offering causes it could be is honest, naming one with confidence is not,
// and that counts as confidently wrong.
//
// A part whose entries are not all labelled is skipped, and said to be
// unlabelled. The held-out part is measured, never tuned on: only its totals
// are printed, never an entry.
//
// The labelled tuning pastes vote as neighbours (course/search/stuck-neighbours.ts). A paste among its own
// neighbours would vote for its own label, so no paste is ever measured with itself among them: a held-out paste
// with all the tuning pastes as neighbours (as the server has them), a tuning paste with the other two thirds
// (--folds's thirds, by thread), a paste of the gathering --file= or --by-file measures with that whole file left
// out too.
//
// Options, for tuning: each measures the tuning part alone, so no held-out figure is seen while
// tuning (and none of them ever reads the held-out part):
//   --tuning  the tuning part's figures only
//   --list    and one line per tuning paste: its id, label, what Unstuck showed
//   --sweep   and the tuning figures for a grid of thresholds (course/search/stuck-match.ts,
//             THRESHOLDS: sure and lead, the margin over a second cause, what is offered), to choose them
//   --unseen  each tuning paste ranked with its whole file left out of the neighbours, not only its third: a file
//             is one gathering (one round's threads, or the first gathering's topic), as unseen pastes are; the plain
//             figures, --list, --sweep and --by-file then read these rankings
//   --by-file each tuning file (each gathering) left out: thresholds chosen on the other tuning files,
//             measured on it
//   --folds   the tuning part cut in thirds by thread (bytes 4 to 7 of the SHA-256 of `source`, big-endian,
//             modulo 3; the third numbered 0 is the "left-out third" of docs/unstuck.md): each third's
//             figures, and the thresholds chosen on two thirds measured on the third left out, to see
//             whether a choice generalises rather than fits
//   --file=NAME  only the tuning pastes of the files whose name starts with NAME (a new gathering
//             measured alone, before anything is changed for it)
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parse } from 'yaml'
import { contentRoot } from '../../course/content-root.ts'
import { loadContent } from '../../course/load.ts'
import { pasteNeighbours, Unstuck } from '../../course/search/stuck.ts'
import { type Scored, THRESHOLDS, type Thresholds, verdictOf } from '../../course/search/stuck-match.ts'
import type { PasteNeighbours } from '../../course/search/stuck-neighbours.ts'
import { stuckTuningFolder } from '../../course/search/stuck-pastes.ts'

const PARTS = ['tuning', 'held-out'] as const
type Part = (typeof PARTS)[number]
/** Where each part is: the tuning part beside the content, as the build reads it; the held-out part among the tests' fixtures. */
const FOLDERS: Record<Part, string> = {
  tuning: stuckTuningFolder(contentRoot),
  'held-out': join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'stuck-corpus', 'held-out'),
}
const NONE = 'none'

interface Entry {
  id: string
  kind: 'error' | 'symptom'
  source: string
  text: string
  problem?: string
  /** The tuning or held-out file it is read from. */
  file?: string
}

/** What Unstuck showed for one paste: the problem it named "Most likely", if any, and every cause it showed, in order. */
interface Shown {
  mostLikely?: string
  causes: string[]
}

interface Tally {
  count: number
  top1: number
  top3: number
  mostLikelyRight: number
  confidentlyWrong: number
  nothingFound: number
}

const FILE_OPTION = '--file='
const argv = process.argv.slice(2)
/** Only the tuning files whose name starts with this, when --file= is given. */
const onlyFile = argv.find((arg) => arg.startsWith(FILE_OPTION))?.slice(FILE_OPTION.length)
const args = new Set(argv.filter((arg) => !arg.startsWith(FILE_OPTION)))
for (const arg of args)
  if (!['--tuning', '--list', '--sweep', '--folds', '--by-file', '--unseen'].includes(arg))
    throw new Error(`unknown option ${arg}; the options are listed at the top of this file`)
/** The parts measured: the tuning part alone while tuning. */
const parts: readonly Part[] = argv.length > 0 ? ['tuning'] : PARTS

/** A part's pastes, or only those of the tuning files whose name starts with `only` (an argument, not a default: an explicit undefined must mean every file). */
function readPart(part: Part, only: string | undefined): Entry[] {
  const folder = FOLDERS[part]
  return readdirSync(folder)
    .filter((file) => file.endsWith('.yaml') && (only === undefined || file.startsWith(only)))
    .sort()
    .flatMap((file) => (parse(readFileSync(join(folder, file), 'utf8')) as Entry[]).map((entry) => ({ ...entry, file })))
}

function tally(entries: readonly { entry: Entry; shown: Shown }[]): Tally {
  const sum: Tally = { count: 0, top1: 0, top3: 0, mostLikelyRight: 0, confidentlyWrong: 0, nothingFound: 0 }
  for (const { entry, shown } of entries) {
    const label = entry.problem as string
    sum.count++
    if (shown.causes.length === 0) sum.nothingFound++
    if (label === NONE) {
      // Right when nothing is named with confidence.
      if (shown.mostLikely === undefined) {
        sum.top1++
        sum.top3++
      } else sum.confidentlyWrong++
      continue
    }
    if (shown.causes[0] === label) sum.top1++
    if (shown.causes.slice(0, 3).includes(label)) sum.top3++
    if (shown.mostLikely === label) sum.mostLikelyRight++
    else if (shown.mostLikely !== undefined) sum.confidentlyWrong++
  }
  return sum
}

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`)

function row(name: string, sum: Tally): string {
  const cells = [
    name.padEnd(22),
    String(sum.count).padStart(5),
    percent(sum.top1, sum.count).padStart(8),
    percent(sum.top3, sum.count).padStart(8),
    percent(sum.mostLikelyRight, sum.count).padStart(12),
    percent(sum.confidentlyWrong, sum.count).padStart(12),
    percent(sum.nothingFound, sum.count).padStart(10),
  ]
  return cells.join(' ')
}

const HEADER = [
  ''.padEnd(22),
  'count'.padStart(5),
  'top-1'.padStart(8),
  'top-3'.padStart(8),
  'most likely'.padStart(12),
  'conf. wrong'.padStart(12),
  'nothing'.padStart(10),
].join(' ')

const started = performance.now()
const content = loadContent(contentRoot)
const unstuck = new Unstuck({ problems: content.problems })
const slugs = new Set(content.problems.map((problem) => problem.slug))
console.log(
  `Unstuck on real pastes: ${content.problems.length} problems in the catalogue (loaded in ${Math.round(performance.now() - started)} ms)`,
)

/** The third of the tuning part a paste's thread falls in (0, 1 or 2): 0 is docs/unstuck.md's left-out third. */
function thirdOf(source: string): number {
  return createHash('sha256').update(source).digest().readUInt32BE(4) % 3
}

/** Every labelled tuning paste, whatever --file= says: the neighbours, some left out for each measure. */
const neighbourPastes = readPart('tuning', undefined).filter((entry) => entry.problem !== undefined)
const neighbourSets = new Map<string, PasteNeighbours>()
/** The tuning pastes but those left out, as neighbours (made once for each way of leaving some out). */
function neighboursWithout(name: string, leftOut: (entry: Entry) => boolean): PasteNeighbours {
  let neighbours = neighbourSets.get(name)
  if (!neighbours) {
    neighbours = pasteNeighbours(
      neighbourPastes.filter((entry) => !leftOut(entry)).map(({ problem, text }) => ({ problem: problem as string, text })),
    )
    neighbourSets.set(name, neighbours)
  }
  return neighbours
}
/** A tuning paste's neighbours with its whole file (its gathering) left out, and its threads wherever they are. */
function neighboursWithoutFile(entry: Entry): PasteNeighbours {
  const threads = new Set(neighbourPastes.filter((other) => other.file === entry.file).map((other) => other.source))
  return neighboursWithout(`file ${entry.file}`, (other) => other.file === entry.file || threads.has(other.source))
}
/** A paste's neighbours as measured: never itself, nor its thread's third (its file with --unseen); a held-out paste has all the tuning pastes. */
function neighboursFor(part: Part, entry: Entry): PasteNeighbours {
  if (part === 'held-out') return neighboursWithout('none left out', () => false)
  if (args.has('--unseen')) return neighboursWithoutFile(entry)
  const third = thirdOf(entry.source)
  if (onlyFile === undefined) return neighboursWithout(`third ${third}`, (other) => thirdOf(other.source) === third)
  return neighboursWithout(`third ${third}, ${entry.file}`, (other) => thirdOf(other.source) === third || other.file === entry.file)
}

const shownWith = (ranked: Scored[], thresholds: Thresholds): Shown => {
  const verdict = verdictOf(ranked, thresholds)
  return { mostLikely: verdict.mostLikely?.slug, causes: verdict.ranked.map((scored) => scored.slug) }
}

const measured = new Map<Part, { entry: Entry; shown: Shown; ranked: Scored[] }[]>()
for (const part of parts) {
  const entries = readPart(part, onlyFile)
  const unlabelled = entries.filter((entry) => entry.problem === undefined).length
  const unknown = entries.filter((entry) => entry.problem !== undefined && entry.problem !== NONE && !slugs.has(entry.problem)).length
  if (unlabelled > 0) {
    console.log(`\n${part}: ${entries.length} pastes, unlabelled (${unlabelled} without a problem label): skipped`)
    continue
  }
  if (unknown > 0) {
    console.log(`\n${part}: ${entries.length} pastes, ${unknown} labels name no problem of the catalogue: skipped until they are fixed`)
    process.exitCode = 1
    continue
  }
  const startedPart = performance.now()
  // As Unstuck.answer concludes, with the neighbours above.
  const results = entries.map((entry) => {
    const ranked = unstuck.ranking(entry.text, neighboursFor(part, entry))
    return { entry, ranked, shown: shownWith(ranked, THRESHOLDS) }
  })
  const perPaste = (performance.now() - startedPart) / entries.length
  measured.set(part, results)
  console.log(`\n${part}: ${entries.length} pastes (${perPaste.toFixed(2)} ms each)`)
  console.log(HEADER)
  console.log(row('all', tally(results)))
  for (const kind of ['error', 'symptom'] as const) {
    const ofKind = results.filter(({ entry }) => entry.kind === kind)
    console.log(row(`${kind}s`, tally(ofKind)))
  }
  const labelledNone = results.filter(({ entry }) => entry.problem === NONE).length
  console.log(row('labelled a problem', tally(results.filter(({ entry }) => entry.problem !== NONE))))
  console.log(`(${labelledNone} labelled none: right when no "Most likely" is named)`)
}

const tuning = measured.get('tuning')
if (args.has('--list')) {
  if (!tuning) throw new Error('--list needs a labelled tuning part')
  console.log('\nEach tuning paste: id, kind, label, what was shown (! a wrong "Most likely", ? could be, - nothing), best scores')
  for (const { entry, shown, ranked } of tuning) {
    const mark = shown.mostLikely ? (shown.mostLikely === entry.problem ? '=' : '!') : shown.causes.length > 0 ? '?' : '-'
    const scores = ranked
      .slice(0, 4)
      .map(
        (scored) =>
          `${scored.slug} ${scored.score.toFixed(2)} (phrases ${scored.phrase.toFixed(1)}, words ${scored.words.toFixed(1)}, votes ${scored.votes.toFixed(2)})`,
      )
      .join(', ')
    console.log(`${mark} ${entry.id} ${entry.kind} [${entry.problem}] -> ${shown.causes.join(', ') || 'nothing'} | ${scores}`)
  }
}

if (args.has('--sweep')) {
  if (!tuning) throw new Error('--sweep needs a labelled tuning part')
  const rankings = tuning
  console.log(`\nTuning figures by threshold (now: ${JSON.stringify(THRESHOLDS)})`)
  console.log(`${'sure  lead'.padEnd(22)} ${HEADER.slice(23)}`)
  for (const sure of [1, 1.5, 2, 2.5, 3, 4, 5, 6])
    for (const lead of [1.5, 2, 3, 4, 5, 8]) {
      const thresholds = { ...THRESHOLDS, sure, lead }
      const sum = tally(rankings.map(({ entry, ranked }) => ({ entry, shown: shownWith(ranked, thresholds) })))
      console.log(row(`${String(sure).padEnd(5)} ${lead}`, sum))
    }
  console.log(`\nTuning figures by the margin over a second cause the first does not outdo (now: ${THRESHOLDS.margin})`)
  console.log(`${'margin'.padEnd(22)} ${HEADER.slice(23)}`)
  for (const margin of [1, 1.5, 2, 2.5, 3, 4, 5, 6]) {
    const sum = tally(rankings.map(({ entry, ranked }) => ({ entry, shown: shownWith(ranked, { ...THRESHOLDS, margin }) })))
    console.log(row(String(margin), sum))
  }
  console.log(`\nTuning figures by the share of the neighbours' votes that offers a problem by itself (now: ${THRESHOLDS.votes})`)
  console.log(`${'votes'.padEnd(22)} ${HEADER.slice(23)}`)
  // The matcher ranks a problem for its votes alone from THRESHOLDS.votes up: lower values are not measured here.
  for (const votes of [THRESHOLDS.votes, 0.6, 0.7, 0.8, 0.9, 1.01]) {
    const sum = tally(rankings.map(({ entry, ranked }) => ({ entry, shown: shownWith(ranked, { ...THRESHOLDS, votes }) })))
    console.log(row(votes > 1 ? `${votes} (never)` : String(votes), sum))
  }
  console.log(
    `\nTuning figures by what a problem needs to be offered at all (now: phrases ${THRESHOLDS.phrase} or words ${THRESHOLDS.words})`,
  )
  console.log(`${'phrases  words'.padEnd(22)} ${HEADER.slice(23)}`)
  for (const phrase of [0.2, 0.3, 0.5, 1])
    for (const words of [5, 10, 15, 20, 30, 40]) {
      const thresholds = { ...THRESHOLDS, phrase, words }
      const sum = tally(rankings.map(({ entry, ranked }) => ({ entry, shown: shownWith(ranked, thresholds) })))
      console.log(row(`${String(phrase).padEnd(8)} ${words}`, sum))
    }
}

/**
 * How a choice of thresholds is judged: the most right answers (a right first cause, and a right "Most likely",
 * which gives the learner the answer and its prompt at once) among the choices whose confident mistakes stay
 * within CONFIDENT_MISTAKES_ALLOWED, half the held-out target of 3%: on unseen pastes confident mistakes have
 * run at about twice their tuning rate (1.7% tuning, 3.6% held out), and a wrong "Most likely" hands the Agent
 * a false diagnosis.
 */
const CONFIDENT_MISTAKES_ALLOWED = 0.015
/** The thresholds the folds choose among. */
const GRID: Thresholds[] = [2, 3, 4, 5, 6, 8].flatMap((sure) =>
  [2, 3, 4, 5, 8].flatMap((lead) => [0.75, 0.9, 1].map((whole) => ({ ...THRESHOLDS, sure, lead, whole }))),
)
const merit = (sum: Tally) =>
  sum.confidentlyWrong > CONFIDENT_MISTAKES_ALLOWED * sum.count
    ? Number.NEGATIVE_INFINITY
    : (sum.top1 + sum.mostLikelyRight) / Math.max(1, sum.count)

if (args.has('--folds')) {
  if (!tuning) throw new Error('--folds needs a labelled tuning part')
  // Each third ranked with its own pastes left out of the neighbours (as measured above); the thresholds are chosen on
  // two thirds' rankings, whose neighbours hold the third measured: a little of it leaks into the choice of thresholds,
  // never into its own ranking.
  const rankings = tuning.map(({ entry, ranked }) => ({ entry, third: thirdOf(entry.source), ranked }))
  console.log('\nTuning part by thirds (thread rule above), with the thresholds now in the matcher')
  console.log(HEADER)
  for (const third of [0, 1, 2]) console.log(row(`third ${third}`, tally(tuning.filter(({ entry }) => thirdOf(entry.source) === third))))
  console.log(row('two thirds (1 and 2)', tally(tuning.filter(({ entry }) => thirdOf(entry.source) !== 0))))
  const tallyWith = (third: (n: number) => boolean, thresholds: Thresholds) =>
    tally(rankings.filter((r) => third(r.third)).map(({ entry, ranked }) => ({ entry, shown: shownWith(ranked, thresholds) })))
  console.log(
    '\nThresholds chosen on two thirds (most right first causes and right "Most likely", confidently wrong 1.5% at most), measured on the third left out',
  )
  console.log(`${'left out: chosen'.padEnd(22)} ${HEADER.slice(23)}`)
  const heldOut: { entry: Entry; shown: Shown }[] = []
  for (const third of [0, 1, 2]) {
    const chosen = GRID.reduce((best, thresholds) =>
      merit(tallyWith((n) => n !== third, thresholds)) > merit(tallyWith((n) => n !== third, best)) ? thresholds : best,
    )
    console.log(
      row(
        `${third}: ${chosen.sure}/${chosen.lead}/${chosen.whole}`,
        tallyWith((n) => n === third, chosen),
      ),
    )
    heldOut.push(...rankings.filter((r) => r.third === third).map(({ entry, ranked }) => ({ entry, shown: shownWith(ranked, chosen) })))
  }
  console.log(row('all, each left out', tally(heldOut)))
  console.log(row('all, thresholds now', tally(tuning)))
}

/**
 * Leave one gathering out: a tuning file is the pastes of one gathering (a round's new threads, or one topic of the
 * first), found apart from the others, as unseen pastes will be. For each, the thresholds are chosen on all the other
 * tuning files (as --folds chooses them) and measured on it, its whole file left out of the neighbours: a forecast for
 * unseen pastes that random thirds, which mix every round's pastes, overstate.
 */
if (args.has('--by-file')) {
  if (!tuning) throw new Error('--by-file needs a labelled tuning part')
  const rankings = tuning.map(({ entry, ranked }) => ({
    entry,
    ranked: args.has('--unseen') ? ranked : unstuck.ranking(entry.text, neighboursWithoutFile(entry)),
  }))
  const tallyOf = (keep: (entry: Entry) => boolean, thresholds: Thresholds) =>
    tally(rankings.filter((r) => keep(r.entry)).map(({ entry, ranked }) => ({ entry, shown: shownWith(ranked, thresholds) })))
  const files = [...new Set(tuning.map(({ entry }) => entry.file))]
  console.log('\nEach tuning file left out: thresholds chosen on the other tuning files, measured on it (then with the thresholds now)')
  console.log(`${'left out: chosen'.padEnd(22)} ${HEADER.slice(23)}`)
  const leftOut: { entry: Entry; shown: Shown }[] = []
  for (const file of files) {
    const others = (entry: Entry) => entry.file !== file
    const chosen = GRID.reduce((best, thresholds) =>
      merit(tallyOf(others, thresholds)) > merit(tallyOf(others, best)) ? thresholds : best,
    )
    const name = (file ?? '').replace(/^gathered-2026-11-|\.yaml$/g, '')
    console.log(
      row(
        `${name}: ${chosen.sure}/${chosen.lead}/${chosen.whole}`,
        tallyOf((entry) => entry.file === file, chosen),
      ),
    )
    console.log(
      row(
        `${name}: now`,
        tallyOf((entry) => entry.file === file, THRESHOLDS),
      ),
    )
    leftOut.push(...rankings.filter((r) => r.entry.file === file).map(({ entry, ranked }) => ({ entry, shown: shownWith(ranked, chosen) })))
  }
  console.log(row('all, each left out', tally(leftOut)))
  console.log(
    row(
      'all, thresholds now',
      tallyOf(() => true, THRESHOLDS),
    ),
  )
  console.log(
    `\nThe thresholds whose confident mistakes stay within ${100 * CONFIDENT_MISTAKES_ALLOWED}% with each file left out, most right "Most likely" first`,
  )
  console.log(`${'sure/lead/whole'.padEnd(22)} ${HEADER.slice(23)}`)
  const allowed = GRID.map((thresholds) => ({ thresholds, sum: tallyOf(() => true, thresholds) }))
    .filter(({ sum }) => sum.confidentlyWrong <= CONFIDENT_MISTAKES_ALLOWED * sum.count)
    .sort((a, b) => b.sum.mostLikelyRight - a.sum.mostLikelyRight || b.sum.top1 - a.sum.top1)
  for (const { thresholds, sum } of allowed.slice(0, 8)) console.log(row(`${thresholds.sure}/${thresholds.lead}/${thresholds.whole}`, sum))
}
