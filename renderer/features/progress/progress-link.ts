/**
 * "Move to another device": progress carried in a link's #fragment, which a
 * browser never sends to any server, and drawn as a QR code a phone camera
 * reads from a laptop screen. That needs a short link, so it is packed:
 *
 * - lessons and questions are named by their place in the course's lists
 *   (the page hands them over: CourseKeys), a bit each, with a checksum of
 *   those lists so a link from a course with other questions is refused;
 * - each answer is a flags byte and small whole numbers (varints): minutes
 *   since the earliest answer, and its schedule (stability and difficulty in
 *   hundredths, days until due);
 * - each featured project's last live check is its lesson's place, the
 *   requirements passed and in all, and its day (days since 1970);
 * - each "Explain your app" answer is its lesson's place, a flags byte
 *   (right, and which kind of question), the requirement's place and the
 *   minute it was given; a missed question's lines, which /review asks
 *   again, stay out (a QR code has no room for code: a saved file has them);
 * - the bytes are compressed (deflate) and written in base64url.
 *
 * Times are kept to the minute, enough to tell which answer came later.
 */

import type { LiveCheckResult } from '../live-app-check/live-check-result.ts'
import type { ExplainResult } from './explain-key.ts'
import { explainKey, explainKeyParts } from './explain-store.ts'
import type { Reading } from './progress-file.ts'
import type { CarriedProgress } from './progress-store.ts'
import type { CheckResult, ReviewCard } from './review-card.ts'

/** The lessons and question keys of the course, in course order: the link names them by position. */
export interface CourseKeys {
  lessons: string[]
  questions: string[]
}

/** 2 added the live checks, 3 the "Explain your app" answers; a link of version 1 or 2 (without them) still reads. */
const LINK_FORMAT_VERSION = 3
const WITHOUT_LIVE_CHECKS_VERSION = 1
const WITHOUT_EXPLAIN_VERSION = 2
const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
const RIGHT = 1
const HAS_CARD = 2
const PREDICT = 2

/** 16 bits of FNV-1a over the course's keys: differs, almost surely, when a question is added, removed or renamed. */
function courseChecksum({ lessons, questions }: CourseKeys): number {
  let hash = 0x811c9dc5
  for (const char of [...lessons, '|', ...questions].join(',')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return hash & 0xffff
}

class Writer {
  readonly bytes: number[] = []
  varint(value: number) {
    let rest = Math.max(0, Math.round(value))
    while (rest >= 0x80) {
      this.bytes.push((rest % 0x80) | 0x80)
      rest = Math.floor(rest / 0x80)
    }
    this.bytes.push(rest)
  }
  bits(flags: boolean[]) {
    for (let start = 0; start < flags.length; start += 8) {
      this.bytes.push(flags.slice(start, start + 8).reduce((byte, flag, bit) => byte | (flag ? 1 << bit : 0), 0))
    }
  }
}

class Reader {
  private position = 0
  constructor(private readonly bytes: Uint8Array) {}
  byte(): number {
    const value = this.bytes[this.position++]
    if (value === undefined) throw new RangeError('the link ends too soon')
    return value
  }
  varint(): number {
    let value = 0
    for (let scale = 1; ; scale *= 0x80) {
      const byte = this.byte()
      value += (byte & 0x7f) * scale
      if (byte < 0x80 || scale > 2 ** 42) return value
    }
  }
  bits(count: number): boolean[] {
    const flags: boolean[] = []
    for (let start = 0; start < count; start += 8) {
      const byte = this.byte()
      for (let bit = 0; bit < 8 && start + bit < count; bit++) flags.push((byte & (1 << bit)) !== 0)
    }
    return flags
  }
  get done(): boolean {
    return this.position === this.bytes.length
  }
}

async function transform(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const output = new Blob([bytes as BlobPart]).stream().pipeThrough(stream)
  return new Uint8Array(await new Response(output).arrayBuffer())
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

const minutes = (time: number) => Math.floor(time / MINUTE_MS)

/** A YYYY-MM-DD day as a whole number of days since 1970-01-01, and back. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS)
const dayOfNumber = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10)

/** The fragment's value (after '#p=') carrying `progress`; lessons and questions the course does not list are left out. */
export async function packProgress(progress: CarriedProgress, course: CourseKeys): Promise<string> {
  const answered = course.questions.map((key) => progress.answers.get(key))
  const results = answered.filter((result): result is CheckResult => result !== undefined)
  const base = Math.min(...results.map(({ at }) => minutes(at)))
  const writer = new Writer()
  writer.bytes.push(LINK_FORMAT_VERSION, ...[courseChecksum(course) >> 8, courseChecksum(course) & 0xff])
  writer.bits(course.lessons.map((lesson) => progress.lessons.has(lesson)))
  writer.bits(answered.map((result) => result !== undefined))
  writer.varint(results.length > 0 ? base : 0)
  for (const { right, at, card } of results) {
    writer.bytes.push((right ? RIGHT : 0) | (card ? HAS_CARD : 0))
    writer.varint(minutes(at) - base)
    if (!card) continue
    writer.varint(minutes(at) - minutes(card.last))
    for (const value of [card.reps, card.lapses, card.stability * 100, card.difficulty * 100, (card.due - card.last) / DAY_MS]) {
      writer.varint(value)
    }
  }
  const liveChecks = course.lessons.flatMap((lesson, index) => {
    const result = progress.liveChecks.get(lesson)
    return result ? [{ index, ...result }] : []
  })
  writer.varint(liveChecks.length)
  for (const { index, passed, total, day } of liveChecks) {
    for (const value of [index, passed, total, dayNumber(day)]) writer.varint(value)
  }
  const explain = [...progress.explain].flatMap(([key, { right, at }]) => {
    const parts = explainKeyParts(key)
    const index = parts ? course.lessons.indexOf(parts.lesson) : -1
    return parts && index >= 0 ? [{ index, flags: (right ? RIGHT : 0) | (parts.kind === 'predict' ? PREDICT : 0), parts, at }] : []
  })
  writer.varint(explain.length)
  for (const { index, flags, parts, at } of explain) {
    writer.varint(index)
    writer.bytes.push(flags)
    writer.varint(parts.requirement)
    writer.varint(minutes(at))
  }
  return base64url(await transform(Uint8Array.from(writer.bytes), new CompressionStream('deflate-raw')))
}

/** Reads a fragment's value made by packProgress; any fault is a refusal, never a partial merge. */
export async function unpackProgress(packed: string, course: CourseKeys): Promise<Reading> {
  let reader: Reader
  try {
    reader = new Reader(await transform(fromBase64url(packed), new DecompressionStream('deflate-raw')))
  } catch {
    return { kind: 'damaged' }
  }
  try {
    const version = reader.byte()
    if (version > LINK_FORMAT_VERSION) return { kind: 'newer' }
    if (version !== LINK_FORMAT_VERSION && version !== WITHOUT_LIVE_CHECKS_VERSION && version !== WITHOUT_EXPLAIN_VERSION)
      return { kind: 'damaged' }
    if (((reader.byte() << 8) | reader.byte()) !== courseChecksum(course)) return { kind: 'other-course' }
    const lessons = reader.bits(course.lessons.length)
    const answered = reader.bits(course.questions.length)
    const base = reader.varint()
    const answers = new Map<string, CheckResult>()
    for (const [index, key] of course.questions.entries()) {
      if (!answered[index]) continue
      const flags = reader.byte()
      const at = (base + reader.varint()) * MINUTE_MS
      let card: ReviewCard | undefined
      if (flags & HAS_CARD) {
        const last = at - reader.varint() * MINUTE_MS
        const [reps = 0, lapses = 0, stability = 0, difficulty = 0, days = 0] = Array.from({ length: 5 }, () => reader.varint())
        card = { due: last + days * DAY_MS, stability: stability / 100, difficulty: difficulty / 100, reps, lapses, last }
      }
      answers.set(key, card ? { right: (flags & RIGHT) !== 0, at, card } : { right: (flags & RIGHT) !== 0, at })
    }
    const liveChecks = new Map<string, LiveCheckResult>()
    const count = version === WITHOUT_LIVE_CHECKS_VERSION ? 0 : reader.varint()
    for (let read = 0; read < count; read++) {
      const [index = 0, passed = 0, total = 0, days = 0] = Array.from({ length: 4 }, () => reader.varint())
      const lesson = course.lessons[index]
      if (lesson === undefined || passed > total) return { kind: 'damaged' }
      liveChecks.set(lesson, { passed, total, day: dayOfNumber(days) })
    }
    const explain = new Map<string, ExplainResult>()
    const answersAboutApps = version === LINK_FORMAT_VERSION ? reader.varint() : 0
    for (let read = 0; read < answersAboutApps; read++) {
      const lesson = course.lessons[reader.varint()]
      const flags = reader.byte()
      const key = explainKey(lesson ?? '', flags & PREDICT ? 'predict' : 'find', reader.varint())
      if (lesson === undefined || flags > (RIGHT | PREDICT) || !explainKeyParts(key)) return { kind: 'damaged' }
      explain.set(key, { right: (flags & RIGHT) !== 0, at: reader.varint() * MINUTE_MS })
    }
    if (!reader.done) return { kind: 'damaged' }
    return {
      kind: 'ok',
      progress: { lessons: new Set(course.lessons.filter((_, index) => lessons[index])), answers, liveChecks, explain },
    }
  } catch {
    return { kind: 'damaged' }
  }
}
