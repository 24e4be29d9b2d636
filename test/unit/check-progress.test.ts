// Knowledge-check results in the local progress store: a second
// key beside the lessons list, so progress stored before stays as it was;
// reset clears both; /review's choice of questions.
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
Object.assign(globalThis, { localStorage: storage })

const { parseCheckResults, questionKey, rightAnswers, resetProgress, saveCheckResults, setLessonComplete } = await import(
  '../../renderer/features/progress/progress-store.ts'
)
const { dueQuestions } = await import('../../renderer/features/progress/review.ts')

t.test('results are kept under their own key, next to the lessons list as it was', async (t) => {
  storage.items.clear()
  // Progress saved before knowledge checks existed.
  storage.setItem('fztv-progress', JSON.stringify(['section1', 'project2']))
  saveCheckResults(
    new Map([
      ['section1/a', true],
      ['section1/b', false],
    ]),
    1000,
  )
  t.same(JSON.parse(storage.getItem('fztv-progress') ?? ''), ['section1', 'project2'], 'the lessons list is untouched')
  t.same(JSON.parse(storage.getItem('fztv-checks') ?? ''), {
    'section1/a': { right: true, at: 1000 },
    'section1/b': { right: false, at: 1000 },
  })
  saveCheckResults(new Map([['section1/b', true]]), 2000)
  const results = parseCheckResults(storage.getItem('fztv-checks'))
  t.same(results.get('section1/b'), { right: true, at: 2000 }, 'a new answer replaces the last one')
  t.same(results.get('section1/a'), { right: true, at: 1000 }, 'and leaves the others')
  t.equal(rightAnswers(results, 'section1', ['a', 'b', 'c']), 2, 'Check: 2 of 3')
  setLessonComplete('section2', true)
  t.ok(storage.getItem('fztv-checks'), 'marking a lesson keeps the results')
  resetProgress()
  t.equal(storage.getItem('fztv-progress'), null, 'reset clears the lessons')
  t.equal(storage.getItem('fztv-checks'), null, 'and the results')
})

t.test('stored results that are not in the format are skipped, never fatal', async (t) => {
  t.same([...parseCheckResults(null)], [])
  t.same([...parseCheckResults('not json')], [])
  t.same([...parseCheckResults('[1,2]')], [])
  const mixed = parseCheckResults(
    JSON.stringify({
      'section1/ok': { right: false, at: 5 },
      'section1/no-time': { right: true },
      'not-a-lesson/x': { right: true, at: 1 },
      'section2/bad-right': { right: 'yes', at: 1 },
      'section3/null': null,
    }),
  )
  t.same([...mixed.keys()], ['section1/ok'])
  t.equal(questionKey('project2', 'x'), 'project2/x')
})

t.test('review: wrong and unanswered questions of complete sections, oldest first', async (t) => {
  const lessons = [
    { lesson: 'section1', questionIds: ['a', 'b', 'c'] },
    { lesson: 'section2', questionIds: ['d', 'e'] },
    { lesson: 'section3', questionIds: ['f'] },
  ]
  const results = new Map([
    ['section1/a', { right: false, at: 300 }],
    ['section1/b', { right: true, at: 100 }],
    ['section2/d', { right: false, at: 200 }],
    ['section3/f', { right: false, at: 50 }],
  ])
  const due = dueQuestions(lessons, new Set(['section1', 'section2']), results)
  t.same(
    due.map(({ lesson, questionId }) => `${lesson}/${questionId}`),
    ['section1/c', 'section2/e', 'section2/d', 'section1/a'],
    'never answered first (in course order), then wrong answers from the longest ago; section 3 is not complete',
  )
  t.same(dueQuestions(lessons, new Set(), results), [], 'nothing from sections not marked complete')
})
