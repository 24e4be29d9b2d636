/**
 * Merging progress from another browser (a saved file or a link): never an
 * overwrite. A lesson complete on either side stays complete; for each
 * question the later answer wins, with its schedule; for each featured
 * project the later live check wins, and for each "Explain your app"
 * question the later answer. Both orders give the same result, and
 * merging the same progress again changes nothing.
 */
import type { progressTransfer } from '../../../lib/i18n/messages/en/progress-transfer.ts'
import type { LiveCheckResult } from '../live-app-check/live-check-result.ts'
import type { ExplainResult } from './explain-key.ts'
import type { CarriedProgress, CheckResult } from './progress-store.ts'

/** The later of two answers to one question; on equal times, one picked by content, so the order of merging does not matter. */
function laterResult(a: CheckResult, b: CheckResult): CheckResult {
  if (a.at !== b.at) return a.at > b.at ? a : b
  return JSON.stringify(a) >= JSON.stringify(b) ? a : b
}

/** The later of two live checks of one project (days as YYYY-MM-DD sort as text); on the same day the one more passed, then the one of more requirements. */
function laterLiveCheck(a: LiveCheckResult, b: LiveCheckResult): LiveCheckResult {
  if (a.day !== b.day) return a.day > b.day ? a : b
  if (a.passed !== b.passed) return a.passed > b.passed ? a : b
  return a.total >= b.total ? a : b
}

/**
 * The later of two answers to one "Explain your app" question (ties as for
 * laterResult). A later miss that came without the lines to ask it again (a
 * link does not carry them) keeps the earlier miss's, so /review still asks it.
 */
function laterExplain(a: ExplainResult, b: ExplainResult): ExplainResult {
  const later = a.at !== b.at ? (a.at > b.at ? a : b) : JSON.stringify(a) >= JSON.stringify(b) ? a : b
  const earlier = later === a ? b : a
  if (later.right || later.ask || !earlier.ask || earlier.right) return later
  return { right: later.right, at: later.at, ask: earlier.ask }
}

/** Each key's value from either side, the two combined by `later` where both have one. */
function mergeMaps<Value>(local: ReadonlyMap<string, Value>, incoming: ReadonlyMap<string, Value>, later: (a: Value, b: Value) => Value) {
  const merged = new Map(local)
  for (const [key, value] of incoming) {
    const own = merged.get(key)
    merged.set(key, own === undefined ? value : later(own, value))
  }
  return merged
}

export function mergeProgress(local: CarriedProgress, incoming: CarriedProgress): CarriedProgress {
  return {
    lessons: new Set([...local.lessons, ...incoming.lessons]),
    answers: mergeMaps(local.answers, incoming.answers, laterResult),
    liveChecks: mergeMaps(local.liveChecks, incoming.liveChecks, laterLiveCheck),
    explain: mergeMaps(local.explain, incoming.explain, laterExplain),
  }
}

/** What merging `incoming` would add here: lessons newly complete, answers and live checks new or later than this browser's. */
export interface MergeSummary {
  lessons: number
  answers: number
  liveChecks: number
  explain: number
}

export function mergeSummary(local: CarriedProgress, incoming: CarriedProgress): MergeSummary {
  const merged = mergeProgress(local, incoming)
  const changed = <Value>(mine: ReadonlyMap<string, Value>, after: ReadonlyMap<string, Value>) =>
    [...after].filter(([key, value]) => mine.get(key) !== value).length
  return {
    lessons: merged.lessons.size - local.lessons.size,
    answers: changed(local.answers, merged.answers),
    liveChecks: changed(local.liveChecks, merged.liveChecks),
    explain: changed(local.explain, merged.explain),
  }
}

/** '3 more lessons complete, 12 answers and 1 app check' (in the page's words), or undefined when nothing would change. */
export function mergeSummaryText({ lessons, answers, liveChecks, explain }: MergeSummary, t: typeof progressTransfer): string | undefined {
  const parts = [
    lessons > 0 ? t.lessonsComplete(lessons) : '',
    answers > 0 ? t.answers(answers) : '',
    liveChecks > 0 ? t.appChecks(liveChecks) : '',
    explain > 0 ? t.explainAnswers(explain) : '',
  ].filter(Boolean)
  if (parts.length === 0) return undefined
  const last = parts.pop()
  return parts.length > 0 ? `${parts.join(', ')} ${t.and} ${last}` : last
}
