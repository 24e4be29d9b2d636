// The local progress store and what travels with it: progress kept in one
// versioned document (the first format's two keys carried into it), answers
// scheduled for spaced review, the due-today rule /review, /progress and the
// home panel share, merging (both orders alike, twice changes nothing), the
// saved file and the packed link, each carrying the featured projects' last
// live checks too; the "Explain your app" answers kept beside them, and the
// missed ones /review asks again.
import t from 'tap'

/** A Map-backed localStorage, enough for progress-store.ts. */
class MemoryStorage {
  readonly items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
}
const storage = new MemoryStorage()
const persistCalls: number[] = []
Object.assign(globalThis, { localStorage: storage })
Object.defineProperty(globalThis, 'navigator', {
  value: { storage: { persist: async () => persistCalls.push(1) > 0 } },
  configurable: true,
})

const { questionKey, readProgress, rightAnswers, resetProgress, saveCheckResults, setLessonComplete, storedProgress } = await import(
  '../../renderer/features/progress/progress-store.ts'
)
const { dueAt, dueQuestions, nextDue, startOfTomorrow } = await import('../../renderer/features/progress/review.ts')
const { DAY_MS, FIRST_RIGHT_WAIT_DAYS, isScheduled } = await import('../../renderer/features/progress/review-card.ts')
const { scheduleAnswer } = await import('../../renderer/features/progress/schedule.ts')
const { scheduleWaitingAnswers } = await import('../../renderer/features/progress/schedule-waiting.ts')
const { mergeProgress, mergeSummary, mergeSummaryText } = await import('../../renderer/features/progress/progress-merge.ts')
const { MAX_FILE_BYTES, progressFileName, progressFileText, readProgressFile } = await import(
  '../../renderer/features/progress/progress-file.ts'
)
const { packProgress, unpackProgress } = await import('../../renderer/features/progress/progress-link.ts')
const { saveLiveCheckResult, storedLiveCheckResults } = await import('../../renderer/features/progress/live-check-store.ts')
const { subscribeToStoredChanges } = await import('../../renderer/features/progress/stored-changes.ts')
const { dueExplainKeys, nextExplainDue, saveExplainResult, storedExplainResults } = await import(
  '../../renderer/features/progress/explain-store.ts'
)
const { readExplainResults } = await import('../../renderer/features/progress/explain-read.ts')
type ExplainAsk = import('../../renderer/features/progress/explain-key.ts').ExplainAsk

const { progressTransfer: english } = await import('../../lib/i18n/messages/en/progress-transfer.ts')
const { progressTransfer: spanish } = await import('../../lib/i18n/messages/es/progress-transfer.ts')
type Progress = import('../../renderer/features/progress/progress-store.ts').CarriedProgress
const NOON = new Date(2026, 10, 27, 12).getTime()

t.test('the first format is carried into the new document once, and the browser is asked to keep it once', async (t) => {
  storage.items.clear()
  storage.setItem('fztv-progress', JSON.stringify(['section1', 'project2', 'not-a-lesson']))
  storage.setItem('fztv-checks', JSON.stringify({ 'section1/a': { right: true, at: 1000 }, 'section1/b': { right: 'no', at: 1 } }))
  const carried = storedProgress()
  t.same([...carried.lessons], ['section1', 'project2'])
  t.same([...carried.answers], [['section1/a', { right: true, at: 1000 }]], 'entries not in the format are dropped')
  t.equal(storage.getItem('fztv-progress'), null, 'the first format’s keys are removed')
  t.equal(storage.getItem('fztv-checks'), null)
  t.equal(JSON.parse(storage.getItem('fztv-learning') ?? '{}').version, 3)
  t.equal(persistCalls.length, 0, 'reading asks nothing of the browser')

  saveCheckResults(
    new Map([
      ['section1/a', false],
      ['section1/c', true],
    ]),
    NOON,
  )
  setLessonComplete('section2', true)
  t.equal(persistCalls.length, 1, 'the first answer asks the browser to keep the storage, and only that once')
  const { answers, lessons } = storedProgress()
  t.same([...lessons], ['section1', 'project2', 'section2'])
  t.notOk([...answers.values()].some(isScheduled), 'a lesson page stores the answers without the scheduler')
  const provisional = [...answers].map(([key, result]) => [key, dueAt(result)])
  t.same(provisional, [
    ['section1/a', NOON + DAY_MS],
    ['section1/c', NOON + 2 * DAY_MS],
  ])
  await scheduleWaitingAnswers()
  const scheduled = storedProgress().answers
  t.ok([...scheduled.values()].every(isScheduled), '/progress and /review schedule them')
  t.equal(scheduled.get('section1/a')?.card?.due, NOON + DAY_MS, 'a wrong answer comes back the next day, as provisionally counted')
  t.equal(scheduled.get('section1/c')?.card?.due, NOON + 2 * DAY_MS, 'a first right answer in two days, as provisionally counted')
  t.equal(rightAnswers(scheduled, 'section1', ['a', 'b', 'c']), 1, 'Check: 1 of 3')
  resetProgress()
  t.equal(storedProgress().lessons.size + storedProgress().answers.size, 0, 'reset clears everything')
})

t.test('stored progress not in the format is skipped, never fatal', async (t) => {
  t.equal(readProgress(null), undefined)
  t.equal(readProgress({ lessons: {}, answers: {} }), undefined)
  const read = readProgress({
    lessons: ['section1', 7],
    answers: {
      'section1/ok': { right: false, at: 5 },
      'section1/no-time': { right: true },
      'not-a-lesson/x': { right: true, at: 1 },
      'section2/bad-card': { right: true, at: 1, card: { due: 'soon' } },
      'section3/null': null,
    },
  })
  t.same([...(read?.progress.answers.keys() ?? [])], ['section1/ok'])
  t.equal(read?.skipped, 5)
  t.equal(questionKey('project2', 'x'), 'project2/x')
})

t.test('review: questions of complete sections due today, never-answered first; the next date', async (t) => {
  const lessons = [
    { lesson: 'section1', questionIds: ['a', 'b', 'c'] },
    { lesson: 'section2', questionIds: ['d', 'e'] },
    { lesson: 'section3', questionIds: ['f'] },
  ]
  const answered = (right: boolean, at: number) => scheduleAnswer({ right, at })
  const results = new Map([
    ['section1/a', answered(false, NOON - 3 * DAY_MS)],
    ['section1/b', answered(true, NOON - DAY_MS)],
    ['section2/d', answered(false, NOON - DAY_MS)],
    ['section3/f', answered(false, NOON - 5 * DAY_MS)],
  ])
  const due = dueQuestions(lessons, new Set(['section1', 'section2']), results, NOON)
  t.same(
    due.map(({ lesson, questionId }) => `${lesson}/${questionId}`),
    ['section1/c', 'section2/e', 'section1/a', 'section2/d'],
    'never answered first (in course order), then by date due; the right answer waits; section 3 is not complete',
  )
  t.equal(nextDue(lessons, new Set(['section1', 'section2']), results, NOON), NOON + DAY_MS, 'the right answer, tomorrow')
  t.same(dueQuestions(lessons, new Set(), results, NOON), [], 'nothing from sections not marked complete')
  const lateEvening = new Date(2026, 10, 27, 23, 59).getTime()
  t.equal(startOfTomorrow(lateEvening), new Date(2026, 10, 28).getTime(), 'today ends at local midnight')
  t.ok(dueQuestions(lessons, new Set(['section2']), new Map([['section2/d', { right: false, at: NOON }]]), NOON + DAY_MS).length > 0)
  t.same(
    dueQuestions(lessons, new Set(['section2']), new Map([['section2/d', { right: true, at: NOON }]]), NOON).map((q) => q.questionId),
    ['e'],
    'an answer not yet scheduled is not due today',
  )
})

t.test('review schedule: each right answer on its due day pushes out further; a wrong one brings it back the next day', async (t) => {
  let result = scheduleAnswer({ right: true, at: NOON })
  const gaps: number[] = []
  let at = NOON
  while (result.card && at < NOON + 30 * DAY_MS) {
    gaps.push((result.card.due - at) / DAY_MS)
    at = result.card.due
    result = scheduleAnswer({ right: true, at, card: result.card })
  }
  t.ok(
    gaps.every((gap, index) => index === 0 || gap > (gaps[index - 1] ?? 0)),
    `each right answer waits longer: ${gaps.join(', ')} days`,
  )
  const lapseAt = result.card?.due ?? NOON
  const wrong = scheduleAnswer({ right: false, at: lapseAt, card: result.card })
  const wait = ((wrong.card?.due ?? 0) - lapseAt) / DAY_MS
  t.equal(wait, 1, 'a wrong answer after a long run comes back the next day')
  t.equal(wrong.card?.lapses, 1)
})

t.test('an answer the scheduler has not seen yet is never counted due later than the scheduler will make it', async (t) => {
  t.equal(FIRST_RIGHT_WAIT_DAYS * DAY_MS, (scheduleAnswer({ right: true, at: NOON }).card?.due ?? 0) - NOON, 'a first right answer: exact')
  t.equal(dueAt({ right: false, at: NOON }), scheduleAnswer({ right: false, at: NOON }).card?.due, 'a first wrong answer: exact')
  // Histories of right answers, each given on its due day, then one more answer given early, on time or late.
  let card = scheduleAnswer({ right: true, at: NOON }).card
  let checked = 0
  for (let reviews = 1; reviews <= 6 && card; reviews++) {
    const wait = card.due - card.last
    for (const offset of [DAY_MS / 24, DAY_MS, wait / 2, wait, 2 * wait]) {
      for (const right of [true, false]) {
        const waiting = { right, at: card.last + offset, card }
        const provisional = dueAt(waiting)
        const scheduled = scheduleAnswer(waiting).card?.due ?? 0
        if (right) t.ok(provisional <= scheduled, `after ${reviews} right answers, right again ${offset / DAY_MS} days on: not later`)
        else t.equal(provisional, scheduled, `after ${reviews} right answers, wrong ${offset / DAY_MS} days on: the next day, exactly`)
        checked += 1
      }
    }
    card = scheduleAnswer({ right: true, at: card.due, card }).card
  }
  t.equal(checked, 60)
})

const course = {
  lessons: ['section1', 'section2', 'project1', 'featured-project1', 'featured-project2'],
  questions: ['section1/a', 'section1/b', 'section2/c', 'project1/d'],
}
const ownLines = (line: number, code: string[]) => ({ file: 'script.js' as const, line, code })
const findAsk: ExplainAsk = {
  kind: 'find',
  requirement: 'Tasks come back after a reload',
  choices: [ownLines(3, ['load()']), ownLines(9, ["localStorage.setItem('tasks', json)"])],
  answer: [1],
}
const predictAsk: ExplainAsk = {
  kind: 'predict',
  lines: ownLines(9, ['render()']),
  options: ['Nothing shows', 'Nothing visible'],
  answer: 0,
}
const phone: Progress = {
  lessons: new Set(['section1']),
  answers: new Map([
    ['section1/a', scheduleAnswer({ right: false, at: NOON })],
    ['section1/b', scheduleAnswer({ right: true, at: NOON })],
  ]),
  liveChecks: new Map([['featured-project1', { passed: 5, total: 8, day: '2026-11-27' }]]),
  explain: new Map([
    ['project1/find/0', { right: false, at: NOON, ask: findAsk }],
    ['project1/predict/1', { right: true, at: NOON }],
  ]),
}
const laptop: Progress = {
  lessons: new Set(['section2', 'project1']),
  answers: new Map([
    ['section1/a', scheduleAnswer({ right: true, at: NOON + 60_000 })],
    ['section1/b', scheduleAnswer({ right: false, at: NOON - 60_000 })],
    ['section2/c', { right: true, at: NOON }],
  ]),
  liveChecks: new Map([
    ['featured-project1', { passed: 7, total: 8, day: '2026-11-28' }],
    ['featured-project2', { passed: 3, total: 6, day: '2026-11-26' }],
  ]),
  explain: new Map([
    ['project1/find/0', { right: true, at: NOON + 120_000 }],
    ['project1/predict/1', { right: false, at: NOON - 120_000, ask: predictAsk }],
  ]),
}

t.test('merging: either side complete stays complete, the later answer wins, both orders alike, twice changes nothing', async (t) => {
  const merged = mergeProgress(phone, laptop)
  t.same([...merged.lessons].sort(), ['project1', 'section1', 'section2'])
  t.equal(merged.answers.get('section1/a')?.right, true, 'the laptop’s later answer')
  t.equal(merged.answers.get('section1/b')?.right, true, 'the phone’s later answer')
  t.same(mergeProgress(laptop, phone), merged, 'the other order gives the same')
  t.same(merged.liveChecks.get('featured-project1'), { passed: 7, total: 8, day: '2026-11-28' }, 'the laptop’s later live check')
  t.same(merged.liveChecks.get('featured-project2'), { passed: 3, total: 6, day: '2026-11-26' }, 'a project checked on one side only')
  t.same(mergeProgress(laptop, phone), merged, 'the other order gives the same')
  t.same(mergeProgress(merged, laptop), merged, 'merging again changes nothing')
  t.same(mergeSummary(merged, laptop), { lessons: 0, answers: 0, liveChecks: 0, explain: 0 })
  const tie: Progress = {
    lessons: new Set<string>(),
    answers: new Map([['section1/a', { right: false, at: NOON + 60_000 }]]),
    liveChecks: new Map([['featured-project1', { passed: 8, total: 8, day: '2026-11-28' }]]),
    explain: new Map([['project1/find/0', { right: false, at: NOON + 120_000 }]]),
  }
  t.same(mergeProgress(merged, tie), mergeProgress(tie, merged), 'answers and checks of the same moment: the same one wins in both orders')
  t.equal(mergeProgress(merged, tie).liveChecks.get('featured-project1')?.passed, 8, 'on the same day, the check that passed more')
  t.same(mergeSummary(phone, laptop), { lessons: 2, answers: 2, liveChecks: 2, explain: 1 })
  t.same(merged.explain.get('project1/find/0'), { right: true, at: NOON + 120_000 }, 'Explain: the laptop’s later answer')
  t.same(merged.explain.get('project1/predict/1'), { right: true, at: NOON }, 'Explain: the phone’s later answer')
  // A later miss from a link (which carries no lines) keeps the lines of the earlier miss, so /review can still ask it.
  const linkMiss: Progress = { ...tie, liveChecks: new Map(), explain: new Map([['project1/predict/1', { right: false, at: NOON }]]) }
  t.same(mergeProgress(laptop, linkMiss).explain.get('project1/predict/1'), { right: false, at: NOON, ask: predictAsk })
  t.same(mergeProgress(linkMiss, laptop), mergeProgress(laptop, linkMiss), 'in both orders')
  t.equal(mergeSummaryText({ lessons: 2, answers: 2, liveChecks: 0, explain: 0 }, english), '2 more lessons complete and 2 answers')
  t.equal(
    mergeSummaryText({ lessons: 2, answers: 2, liveChecks: 1, explain: 0 }, english),
    '2 more lessons complete, 2 answers and 1 app check',
  )
  t.equal(mergeSummaryText({ lessons: 0, answers: 0, liveChecks: 2, explain: 0 }, english), '2 app checks')
  t.equal(mergeSummaryText({ lessons: 0, answers: 1, liveChecks: 0, explain: 3 }, english), '1 answer and 3 answers about your app')
  t.equal(mergeSummaryText({ lessons: 0, answers: 0, liveChecks: 0, explain: 0 }, english), undefined)
  t.equal(
    mergeSummaryText({ lessons: 1, answers: 2, liveChecks: 1, explain: 1 }, spanish),
    '1 lección completa más, 2 respuestas, 1 revisión de la app y 1 respuesta sobre tu app',
    'in Spanish, with its plurals',
  )
})

t.test('a saved file reads back the same; anything else is refused with its reason', async (t) => {
  const text = progressFileText(laptop, NOON)
  t.same(readProgressFile(text, text.length), { kind: 'ok', progress: laptop })
  t.equal(progressFileName(NOON), 'from-zero-to-vibe-progress-2026-11-27.json')
  t.same(readProgressFile(text.slice(0, 60), 60), { kind: 'damaged' }, 'cut short')
  t.same(readProgressFile('hello', 5), { kind: 'not-ours' }, 'not JSON')
  t.same(readProgressFile('{"name":"x"}', 12), { kind: 'not-ours' }, 'JSON of something else')
  t.same(readProgressFile(text.replace('"version": 3', '"version": 4'), text.length), { kind: 'newer' })
  t.same(
    readProgressFile(text.replace('"Nothing shows"', '7'), text.length),
    { kind: 'damaged' },
    'an Explain answer’s kept question changed',
  )
  const beforeExplain = JSON.parse(text) as Record<string, unknown>
  delete beforeExplain.explain
  beforeExplain.version = 2
  t.same(
    readProgressFile(JSON.stringify(beforeExplain), text.length),
    { kind: 'ok', progress: { ...laptop, explain: new Map() } },
    'a file of version 2, saved before Explain answers travelled: read, with none',
  )
  t.same(readProgressFile(text.replace('"right": true', '"right": "yes"'), text.length), { kind: 'damaged' }, 'an answer changed')
  t.same(
    readProgressFile(text.replace('"passed": 7', '"passed": 9'), text.length),
    { kind: 'damaged' },
    'a live check passing more than it has',
  )
  const beforeLiveChecks = JSON.parse(text) as Record<string, unknown>
  delete beforeLiveChecks.liveChecks
  delete beforeLiveChecks.explain
  t.same(
    readProgressFile(JSON.stringify(beforeLiveChecks), text.length),
    { kind: 'ok', progress: { ...laptop, liveChecks: new Map(), explain: new Map() } },
    'a file saved before live checks travelled: read, with none',
  )
  t.same(readProgressFile(text, MAX_FILE_BYTES + 1), { kind: 'too-large' })
})

t.test('the packed link carries what the other device needs, and refuses what it cannot read', async (t) => {
  const packed = await packProgress(laptop, course)
  t.match(packed, /^[A-Za-z0-9_-]+$/, 'base64url: nothing to escape in a link')
  const read = await unpackProgress(packed, course)
  t.equal(read.kind, 'ok')
  if (read.kind !== 'ok') return
  // Times are whole minutes here; stability and difficulty travel in hundredths.
  const rounded = (progress: Progress) =>
    [...progress.answers].map(([key, { card, ...answer }]) => [
      key,
      answer,
      card && { ...card, stability: card.stability.toFixed(2), difficulty: card.difficulty.toFixed(2) },
    ])
  t.same(rounded(read.progress), rounded(laptop), 'the same answers and schedules')
  t.same(read.progress.lessons, laptop.lessons, 'the same lessons')
  t.same(read.progress.liveChecks, laptop.liveChecks, 'the same live checks')
  t.same(
    read.progress.explain,
    new Map([
      ['project1/find/0', { right: true, at: NOON + 120_000 }],
      ['project1/predict/1', { right: false, at: NOON - 120_000 }],
    ]),
    'the same Explain answers, without the lines a missed one keeps (a saved file has them)',
  )
  t.same((await unpackProgress(await packProgress(phone, course), course)).kind, 'ok')
  t.same(await unpackProgress(packed.slice(0, -3), course), { kind: 'damaged' }, 'cut short')
  t.same(await unpackProgress('@@@', course), { kind: 'damaged' }, 'not base64url')
  t.same(await unpackProgress(packed, { ...course, questions: [...course.questions, 'project1/e'] }), { kind: 'other-course' })
  const empty: Progress = { lessons: new Set<string>(), answers: new Map(), liveChecks: new Map(), explain: new Map() }
  t.same(await unpackProgress(await packProgress(empty, course), course), { kind: 'ok', progress: empty })
  // Links made before live checks travelled (version 1: the same bytes, without the live checks' and Explain answers' counts)
  // and before Explain answers did (version 2: without their count) still read.
  const withoutExplain = await packedBytes(await packProgress({ ...laptop, explain: new Map() }, course))
  withoutExplain[0] = 2
  t.same(await unpackProgress(await packBytes(withoutExplain.slice(0, -1)), course), {
    kind: 'ok',
    progress: { ...(read.progress as Progress), explain: new Map() },
  })
  const versionOne = await packedBytes(await packProgress({ ...laptop, liveChecks: new Map(), explain: new Map() }, course))
  versionOne[0] = 1
  t.same(await unpackProgress(await packBytes(versionOne.slice(0, -2)), course), {
    kind: 'ok',
    progress: { ...(read.progress as Progress), liveChecks: new Map(), explain: new Map() },
  })
  // An Explain answer of a lesson the course does not list.
  const stray = await packedBytes(
    await packProgress({ ...empty, explain: new Map([['project1/find/0', { right: true, at: NOON }]]) }, course),
  )
  stray[stray.length - 6] = 99
  t.same(await unpackProgress(await packBytes(stray), course), { kind: 'damaged' }, 'an answer of a lesson the course has not')
})

/** A link's bytes before compression, and a link made of such bytes: to write links of other versions. */
async function packedBytes(packed: string): Promise<Uint8Array> {
  const binary = atob(packed.replaceAll('-', '+').replaceAll('_', '/'))
  const stream = new Blob([Uint8Array.from(binary, (char) => char.charCodeAt(0))])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}
async function packBytes(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'))
  const packed = new Uint8Array(await new Response(stream).arrayBuffer())
  return btoa(String.fromCharCode(...packed))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

t.test('live checks: kept beside the progress, cleared with it, and every island told of both', async (t) => {
  const told: string[] = []
  Object.assign(globalThis, { window: new EventTarget() })
  const stop = subscribeToStoredChanges(() => told.push('changed'))
  saveLiveCheckResult('featured-project3', { passed: 4, total: 6, day: '2026-11-29' })
  t.same([...storedLiveCheckResults()], [['featured-project3', { passed: 4, total: 6, day: '2026-11-29' }]])
  setLessonComplete('section1', true)
  resetProgress()
  t.equal(storedLiveCheckResults().size, 0, 'reset clears the live checks')
  t.equal(told.length, 3, 'the one listener heard the check saved, the lesson marked and the reset')
  ;(globalThis as unknown as { window: EventTarget }).window.dispatchEvent(new Event('storage'))
  t.equal(told.length, 4, 'and a change in another tab')
  stop()
  saveLiveCheckResult('featured-project3', { passed: 5, total: 6, day: '2026-11-29' })
  t.equal(told.length, 4, 'not after unsubscribing')
  storage.setItem('fztv-live-checks', '{"featured-project1":{"passed":9,"total":8,"day":"2026-11-29"},"nope":{}}')
  t.equal(storedLiveCheckResults().size, 0, 'hand-edited entries are dropped')
})

const missedFind: ExplainAsk = {
  kind: 'find',
  requirement: 'My tasks are still there after I refresh the page',
  choices: [
    { file: 'script.js', line: 3, code: ['const list = document.getElementById("tasks")'] },
    { file: 'script.js', line: 9, code: ['localStorage.setItem("tasks", JSON.stringify(tasks))'] },
  ],
  answer: [1],
}

t.test('Explain answers: kept beside the progress; a missed one comes back in /review from the next day, with its code', async (t) => {
  saveExplainResult('project3/find/2', false, missedFind, NOON)
  saveExplainResult('project3/predict/0', true, undefined, NOON)
  saveExplainResult('project3/find/1', true, missedFind, NOON)
  t.same(storedExplainResults().get('project3/find/1'), { right: true, at: NOON }, 'a right answer keeps no code')
  t.same(storedExplainResults().get('project3/find/2')?.ask, missedFind, 'a missed one keeps the lines to ask again')
  t.same(dueExplainKeys(storedExplainResults(), startOfTomorrow(NOON)), [], 'not due the day it was missed')
  t.equal(nextExplainDue(storedExplainResults(), startOfTomorrow(NOON)), NOON + DAY_MS, 'due the next day')
  t.same(dueExplainKeys(storedExplainResults(), startOfTomorrow(NOON + DAY_MS)), ['project3/find/2'], 'asked in /review the next day')
  saveExplainResult('project3/find/2', true, missedFind, NOON + DAY_MS)
  t.same(dueExplainKeys(storedExplainResults(), startOfTomorrow(NOON + 9 * DAY_MS)), [], 'answered right in /review: never again')
  resetProgress()
  t.equal(storedExplainResults().size, 0, 'reset clears them')
  const read = readExplainResults({
    'project3/find/x': { right: true, at: 1 },
    'project3/find/1': { right: false, at: 1, ask: { kind: 'find' } },
    'project3/find/2': { right: false, at: 1, ask: { ...missedFind, answer: [7] } },
    'project3/find/3': { right: false, at: 1, ask: missedFind },
  })
  t.equal(read.skipped, 3, 'a key, or a question to ask again, not in the format is skipped: /review does not ask it')
  t.same([...read.results.keys()], ['project3/find/3'])
})
