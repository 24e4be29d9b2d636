/**
 * Merging progress from another browser (a saved file or a link): never an
 * overwrite. A lesson complete on either side stays complete; for each
 * question the later answer wins, with its schedule. Both orders give the
 * same result, and merging the same progress again changes nothing.
 */
import type { CheckResult, LearnerProgress } from './progress-store.ts'

/** The later of two answers to one question; on equal times, one picked by content, so the order of merging does not matter. */
function laterResult(a: CheckResult, b: CheckResult): CheckResult {
  if (a.at !== b.at) return a.at > b.at ? a : b
  return JSON.stringify(a) >= JSON.stringify(b) ? a : b
}

export function mergeProgress(local: LearnerProgress, incoming: LearnerProgress): LearnerProgress {
  const answers = new Map(local.answers)
  for (const [key, result] of incoming.answers) {
    const own = answers.get(key)
    answers.set(key, own ? laterResult(own, result) : result)
  }
  return { lessons: new Set([...local.lessons, ...incoming.lessons]), answers }
}

/** What merging `incoming` would add here: lessons newly complete, answers new or later than this browser's. */
export interface MergeSummary {
  lessons: number
  answers: number
}

export function mergeSummary(local: LearnerProgress, incoming: LearnerProgress): MergeSummary {
  const merged = mergeProgress(local, incoming)
  return {
    lessons: merged.lessons.size - local.lessons.size,
    answers: [...merged.answers].filter(([key, result]) => local.answers.get(key) !== result).length,
  }
}

/** '3 more lessons complete and 12 answers', or undefined when nothing would change. */
export function mergeSummaryText({ lessons, answers }: MergeSummary): string | undefined {
  const parts = [
    lessons > 0 ? `${lessons} more ${lessons === 1 ? 'lesson' : 'lessons'} complete` : '',
    answers > 0 ? `${answers} ${answers === 1 ? 'answer' : 'answers'}` : '',
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(' and ') : undefined
}
