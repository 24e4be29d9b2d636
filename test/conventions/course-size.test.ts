// No test states how big the course is. A section or a project is added as one
// content file (test/integration/grown-course.test.ts), so a test that writes
// the course's size as a literal ('Section 3 of 12', '12 guide sections', 'The
// five learning projects', '/project6' as the first address past the end) or
// copies its list of numbers ([6, 7, 8, 9, 10, 11, 12]) fails the day that
// happens, for no fault of the site. Counts come from the content
// (test/helpers/course-size.ts); the spec's fixed titles and minutes, from
// test/helpers/spec.ts, the one place that writes them.
//
// The patterns are made from the course's sizes today, so a literal is caught
// whatever the course has grown to.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import t from 'tap'
import { countWord } from '../../lib/count-words.ts'
import { FEATURED_PROJECT_COUNT, LEARNING_PROJECT_COUNT, SECTION_COUNT } from '../helpers/course-size.ts'

const testDir = join(import.meta.dirname, '..')
/** The spec's fixed values, written once (they name the first sections and projects, not how many there are), and the sizes' own helper. */
const ALLOWED = new Set([join(testDir, 'helpers', 'spec.ts'), join(testDir, 'helpers', 'course-size.ts'), import.meta.filename])

function* testFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory() && entry.name !== 'fixtures') yield* testFiles(path)
    else if (entry.isFile() && /\.(ts|mjs)$/.test(entry.name) && !ALLOWED.has(path)) yield path
  }
}

const COUNTS = [
  { count: SECTION_COUNT, things: '[Ss]ections?', address: '/section' },
  { count: LEARNING_PROJECT_COUNT, things: '(?:learning |hands-on )?[Pp]rojects?', address: '/project' },
  { count: FEATURED_PROJECT_COUNT, things: '(?:[Ff]eatured )?[Pp]rojects?', address: '/featured-project' },
]

/** The ways a test could write a size, each with what it should use instead. */
const PATTERNS = COUNTS.flatMap(({ count, things, address }) => [
  // '12 Comprehensive Sections', '12 guide sections', 'The 12 Sections of the Guide', '5 hands-on projects'
  { pattern: new RegExp(`\\b${count} (?:Comprehensive |guide )?${things}\\b`), use: 'a count from test/helpers/course-size.ts' },
  // 'Section 3 of 12', 'Learning Project 2 of 5', '2 of 12 sections complete'
  { pattern: new RegExp(`\\b\\d+ of ${count}\\b(?! ?(?:px|ms|s\\b|KB|%))`), use: 'a count from test/helpers/course-size.ts' },
  // 'The five learning projects', 'Twelve sections'
  { pattern: new RegExp(`\\b${countWord(count)} ${things}\\b`, 'i'), use: 'countWord() of a count from test/helpers/course-size.ts' },
  // The first address past the end, as a not-found probe: '/section13', '/project6'
  { pattern: new RegExp(`'${address}${count + 1}'`), use: `the count + 1 from test/helpers/course-size.ts after ${address}` },
  // A copied list of the addresses: ['/project1', ..., '/project5']
  { pattern: new RegExp(`\\['${address}1',.*'${address}${count}'\\]`), use: 'the addresses made from the loaded content' },
])

/** An array literal of three or more whole numbers counting up by one to a size of the course: a copied list of numbers. */
function copiedNumberLists(text: string): string[] {
  const sizes = new Set(COUNTS.map(({ count }) => count))
  return [...text.matchAll(/\[(\d+(?:, \d+){2,})\]/g)]
    .map((match) => match[1]?.split(', ').map(Number) ?? [])
    .filter((numbers) => numbers.every((n, index) => index === 0 || n === (numbers[index - 1] as number) + 1))
    .filter((numbers) => sizes.has(numbers.at(-1) as number))
    .map((numbers) => `[${numbers.join(', ')}]`)
}

/** Every place a test file writes the course's size, as 'file:line: what (use instead)'. */
function literalSizes(file: string): string[] {
  const lines = readFileSync(file, 'utf8').split('\n')
  return lines.flatMap((line, index) => {
    const where = `${relative(testDir, file)}:${index + 1}`
    return [
      ...PATTERNS.filter(({ pattern }) => pattern.test(line)).map(
        ({ pattern, use }) => `${where}: ${pattern.exec(line)?.[0]} (use ${use})`,
      ),
      ...copiedNumberLists(line).map((list) => `${where}: ${list} (use numbersTo() from test/helpers/course-size.ts)`),
    ]
  })
}

t.test('the patterns catch each way of writing the size that tests used to', async (t) => {
  const written = [
    `'Section 3 of ${SECTION_COUNT}'`,
    `'${SECTION_COUNT} Comprehensive Sections'`,
    `'The ${SECTION_COUNT} Sections of the Guide'`,
    `'${LEARNING_PROJECT_COUNT} hands-on projects'`,
    `'Learning Project 2 of ${LEARNING_PROJECT_COUNT}'`,
    `'The ${countWord(LEARNING_PROJECT_COUNT)} learning projects'`,
    `'/project${LEARNING_PROJECT_COUNT + 1}'`,
    `['/project1', '/project2', '/project${LEARNING_PROJECT_COUNT}']`,
  ]
  for (const line of written)
    t.ok(
      PATTERNS.some(({ pattern }) => pattern.test(line)),
      `${line} is caught`,
    )
  const list = `[${Array.from({ length: SECTION_COUNT - 5 }, (_, index) => index + 6).join(', ')}]`
  t.same(copiedNumberLists(`numbers: ${list} }`), [list], `${list} is caught`)
  t.same(copiedNumberLists('[4, 5]'), [], 'two numbers are not yet a list')
  t.notOk(
    PATTERNS.some(({ pattern }) => pattern.test(`'12 px', 'Section ${SECTION_COUNT + 1} of ${SECTION_COUNT + 1}'`)),
    'a length, or the grown course of grown-course.test.ts, is not the size',
  )
})

/** The one tap file that grown-course.test.ts runs on its grown copy: the checks that read the course's size. */
const SIZED_TEST = join(testDir, 'integration', 'learning-path.test.ts')

t.test("only the file run on the grown copy takes the course's size from its helper", async (t) => {
  // The browser specs are checked by the patterns alone: they never run on the copy.
  const tapFiles = [...testFiles(join(testDir, 'unit')), ...testFiles(join(testDir, 'integration'))]
  t.ok(tapFiles.includes(SIZED_TEST), 'the sized file is among them')
  const readers = tapFiles.filter((file) => file !== SIZED_TEST && /from '\.\.\/helpers\/course-size\.ts'/.test(readFileSync(file, 'utf8')))
  t.same(
    readers.map((file) => relative(testDir, file)),
    [],
    `a check that counts the course belongs in ${relative(testDir, SIZED_TEST)}, which test/integration/grown-course.test.ts runs on a grown course`,
  )
})

t.test('no test file writes the course size as a literal or copies its list of numbers', async (t) => {
  const found = [...testFiles(testDir)].flatMap(literalSizes)
  t.same(found, [], 'take counts and numbers from test/helpers/course-size.ts or the loaded content')
})
