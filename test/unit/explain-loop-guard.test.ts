// "Explain your app": a line whose loss makes a loop endless must not freeze
// the sandbox's process (every run after it would freeze too): the guard
// turns the endless loop into an error, and moves no line of the app.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import t from 'tap'
import { ENDLESS_LOOP, guardLoops } from '../../renderer/features/explain-app/loop-guard.ts'
import { findRemovables, withoutRemovable } from '../../renderer/features/explain-app/removable.ts'

/** Runs `code` as a classic script with what the guard uses, and answers what it left in `result`, or what it threw. */
const run = (code: string): unknown => {
  const context = { performance, queueMicrotask, result: undefined as unknown }
  try {
    runInNewContext(code, context, { timeout: 10_000 })
    return context.result
  } catch (error) {
    return String((error as Error).message)
  }
}

t.test('project 5 without the line that makes a story: its do-while never ends, and the guard stops it with an error', async (t) => {
  const read = (file: string) => readFileSync(join(import.meta.dirname, '..', 'fixtures', 'projects', '5', 'reference-form', file), 'utf8')
  const files = { html: read('index.html'), css: '', js: read('script.js') }
  const line = files.js.split('\n').findIndex((text) => text.includes('story = [parts.openings')) + 1
  const removable = findRemovables(files).find((candidate) => candidate.file === 'script.js' && candidate.line === line)
  t.ok(removable, `line ${line} can be taken away`)
  const without = withoutRemovable(files, removable as NonNullable<typeof removable>).files
  // The story loop alone, as makeStory runs it with nothing made yet: it spins on two empty strings.
  const loop = without.js.slice(without.js.indexOf('  let story'), without.js.indexOf('  lastStory = story'))
  t.match(loop, /do \{\s*;\s*\} while/, 'the loop is left with nothing in it')
  const guarded = guardLoops({ html: '', css: '', js: `let lastStory = ''\n${loop}\nresult = story` }).js
  const started = performance.now()
  t.equal(run(guarded), ENDLESS_LOOP, 'the loop throws the guard’s error')
  t.ok(performance.now() - started < 9000, 'after the guard’s limit, not the test’s')
})

t.test('a loop that ends runs as before, and every line of the app stays where it was', async (t) => {
  const code =
    'let sum = 0\nfor (let i = 0; i < 5; i++) sum += i\nwhile (sum > 100) sum--\nfor (const n of [1, 2]) {\n  sum += n\n}\ndo sum++; while (sum < 14)\nresult = sum\n'
  const guarded = guardLoops({ html: '<body></body>', css: '', js: code }).js
  t.equal(run(guarded), 14)
  const lines = code.split('\n')
  const guardedLines = guarded.split('\n')
  for (const [index, text] of lines.entries())
    t.equal(guardedLines[index]?.replaceAll('__fztvLoop();', '').replace(/[{}]/g, ''), text.replace(/[{}]/g, ''), `line ${index + 1}`)
})

t.test('in index.html, every inline script is guarded and the page around it is untouched', async (t) => {
  const html = '<body>\n<p>while (true) {}</p>\n<script>\nwhile (false) {}\n</script>\n<script>for (;;) break</script>\n</body>\n'
  const guarded = guardLoops({ html, css: '', js: '' }).html
  t.equal(guarded.split('__fztvLoop();').length - 1, 2, 'one call in each script’s loop')
  t.match(guarded, '<p>while (true) {}</p>', 'text on the page is not code')
  t.equal(guarded.split('function __fztvLoop').length - 1, 2, 'the guard at the end of each script')
  t.equal(guarded.split('\n').filter((line) => !line.startsWith('function __fztvLoop')).length, html.split('\n').length + 2)
})

t.test('code that does not parse is left as it is', async (t) => {
  t.equal(guardLoops({ html: '', css: '', js: 'while (' }).js, 'while (')
})
