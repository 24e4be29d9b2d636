/**
 * "Save to file" and "Load from file" on /progress: one small JSON file, the
 * stored document (progress-store.ts) with a name that says what it is, and
 * the featured projects' last live checks (live-check-store.ts) and the
 * "Explain your app" answers (explain-store.ts), each whole; a file saved
 * before they travelled has none, and reads as none. A
 * file that is not ours, damaged, too large or from a newer version of the
 * site is refused with the reason, and nothing changes.
 */
import type { progressTransfer } from '../../../lib/i18n/messages/en/progress-transfer.ts'
import { readExplainResults } from './explain-read.ts'
import { explainDocument } from './explain-store.ts'
import { liveCheckDocument, readLiveCheckResults } from './live-check-store.ts'
import { type CarriedProgress, PROGRESS_FORMAT_VERSION, progressDocument, readProgress } from './progress-store.ts'

type ProgressTransferMessages = typeof progressTransfer

/** What the file says it is. */
const FILE_FORMAT = 'from-zero-to-vibe-progress'
/** Far above the whole course answered (about 25 KB), far below what would make a browser tab struggle. */
export const MAX_FILE_BYTES = 512 * 1024

export function progressFileText(progress: CarriedProgress, now: number): string {
  return JSON.stringify(
    {
      format: FILE_FORMAT,
      saved: new Date(now).toISOString(),
      ...progressDocument(progress),
      liveChecks: liveCheckDocument(progress.liveChecks),
      explain: explainDocument(progress.explain),
    },
    null,
    1,
  )
}

/** 'from-zero-to-vibe-progress-2026-11-27.json' (the learner's local date). */
export function progressFileName(now: number): string {
  const date = new Date(now)
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-')
  return `${FILE_FORMAT}-${day}.json`
}

export type Reading =
  | { kind: 'ok'; progress: CarriedProgress }
  | { kind: 'too-large' }
  | { kind: 'not-ours' }
  | { kind: 'damaged' }
  | { kind: 'newer' }
  /** A link made by a site whose course has other questions (link only). */
  | { kind: 'other-course' }

/** Reads a file's text; `bytes` is its size, checked first so a huge file is never read. */
export function readProgressFile(text: string, bytes: number): Reading {
  if (bytes > MAX_FILE_BYTES) return { kind: 'too-large' }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: text.trimStart().startsWith(`{`) ? 'damaged' : 'not-ours' }
  }
  const { format, version, liveChecks, explain } = (value ?? {}) as Record<string, unknown>
  if (format !== FILE_FORMAT) return { kind: 'not-ours' }
  if (typeof version !== 'number' || !Number.isInteger(version)) return { kind: 'damaged' }
  if (version > PROGRESS_FORMAT_VERSION) return { kind: 'newer' }
  const read = readProgress(value)
  const checks = readLiveCheckResults(liveChecks)
  const answers = readExplainResults(explain)
  return read && read.skipped === 0 && checks.skipped === 0 && answers.skipped === 0
    ? { kind: 'ok', progress: { ...read.progress, liveChecks: checks.results, explain: answers.results } }
    : { kind: 'damaged' }
}

/** Why a file or link changed nothing, in one or two plain sentences, in the page's words. */
export function refusalText(reading: Exclude<Reading, { kind: 'ok' }>, source: 'file' | 'link', t: ProgressTransferMessages): string {
  const link = source === 'link'
  switch (reading.kind) {
    case 'too-large':
      return t.tooLarge(link)
    case 'not-ours':
      return t.notOurs(link)
    case 'damaged':
      return t.damaged(link)
    case 'newer':
      return t.newer(link)
    case 'other-course':
      return t.otherCourse(link)
  }
}
