// The rooms and floors of docs/architecture.md ('Floors'): lib <- course <- sandbox <-
// renderer <- pages, and server on lib and course (of the sandbox, only the Node module
// that makes the frame's document). biome.json enforces them with noRestrictedImports,
// one override per folder; `npm test` lints the real tree. Here each floor gets a file
// that imports every other floor, linted with the project's own biome.json in a scratch
// folder, so a rule that stops firing (a glob that no longer matches '../../server/x.ts')
// fails here instead of letting an upward import in unnoticed. And content/ holds the
// course alone: a code file there fails. Unstuck's corpus of real pastes is data too: its
// tuning part (stuck-corpus/), which the build reads, holds no code, and its held-out part
// (test/fixtures/stuck-corpus/held-out/), which measures Unstuck, is named by no code the
// build or the server runs.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'

const root = join(import.meta.dirname, '..', '..')
const FLOORS = ['lib', 'course', 'sandbox', 'renderer', 'pages', 'server'] as const
type Floor = (typeof FLOORS)[number]

/** What each floor may import: the floors below it (and itself). */
const ALLOWED: Record<Floor, Floor[]> = {
  lib: ['lib'],
  course: ['lib', 'course'],
  sandbox: ['lib', 'course', 'sandbox'],
  renderer: ['lib', 'course', 'sandbox', 'renderer'],
  pages: ['lib', 'course', 'sandbox', 'renderer', 'pages'],
  server: ['lib', 'course', 'server'],
}

interface Diagnostic {
  category: string
  message: string
  location: { path: string; start: { line: number } }
}

const scratch = mkdtempSync(join(tmpdir(), 'fztv-floors-'))
t.teardown(() => rmSync(scratch, { recursive: true, force: true }))
const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'))
delete config.$schema
config.vcs = { enabled: false }
config.files = { includes: ['**'] }
writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config))
for (const floor of FLOORS) {
  // Two levels down, as most files are (pages/blog/+data.ts): the import climbs with ../../
  mkdirSync(join(scratch, floor, 'room'), { recursive: true })
  const imports = FLOORS.map((other, line) => `import { value${line} } from '../../${other}/room/module.ts'`)
  writeFileSync(
    join(scratch, floor, 'room', 'probe.ts'),
    `${imports.join('\n')}\nexport const all = [${FLOORS.map((_, line) => `value${line}`).join(', ')}]\n`,
  )
}
// The server reads the sandbox frame's document, made by the sandbox's one Node module.
writeFileSync(
  join(scratch, 'server', 'room', 'frame.ts'),
  "import { compileFrameDocument } from '../../sandbox/frame-document.ts'\nexport const frame = compileFrameDocument\n",
)
// Two course files that import each other, one only for a type: a circle still, since
// the files can no longer be read or moved one at a time.
mkdirSync(join(scratch, 'course', 'circle'), { recursive: true })
writeFileSync(join(scratch, 'course', 'circle', 'one.ts'), "import type { Two } from './two.ts'\nexport type One = { two?: Two }\n")
writeFileSync(join(scratch, 'course', 'circle', 'two.ts'), "import type { One } from './one.ts'\nexport type Two = { one?: One }\n")
const lint = spawnSync(join(root, 'node_modules', '.bin', 'biome'), ['lint', '--reporter=json', '.'], { cwd: scratch, encoding: 'utf8' })
const report = JSON.parse(lint.stdout) as { diagnostics: Diagnostic[] }
const restricted = report.diagnostics.filter(({ category }) => category === 'lint/style/noRestrictedImports')

for (const floor of FLOORS) {
  t.test(`${floor}/ may import ${ALLOWED[floor].join(', ')}, and nothing else`, async (t) => {
    const flagged = new Set(
      restricted
        .filter(({ location }) => location.path === `${floor}/room/probe.ts`)
        .map(({ location }) => FLOORS[location.start.line - 1]),
    )
    for (const other of FLOORS) {
      if (ALLOWED[floor].includes(other)) t.notOk(flagged.has(other), `${floor} -> ${other} is allowed`)
      else t.ok(flagged.has(other), `${floor} -> ${other} fails the lint`)
    }
    const message = restricted.find(({ location }) => location.path.startsWith(`${floor}/`))?.message ?? ''
    t.match(message, /docs\/architecture\.md/, 'the message says where the floors are explained')
  })
}

t.test('files that import each other fail the lint, even when one import is only for a type', async (t) => {
  const cycles = report.diagnostics.filter(({ category }) => category === 'lint/suspicious/noImportCycles')
  t.same(new Set(cycles.map(({ location }) => location.path)), new Set(['course/circle/one.ts', 'course/circle/two.ts']))
})

t.test('the server may import the module that makes the sandbox frame, and nothing else of the sandbox', async (t) => {
  t.notOk(
    restricted.some(({ location }) => location.path === 'server/room/frame.ts'),
    'server -> sandbox/frame-document.ts is allowed',
  )
})

/** The files under `folder` that are not the course's text, data or drawings: code, which belongs in course/. */
function codeFilesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(md|ya?ml|svg)$/.test(entry.name))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
}

t.test('content/ holds the course alone: Markdown, YAML and SVG, no code', async (t) => {
  t.same(codeFilesIn(contentRoot), [], 'the code that reads content/ lives in course/')
  const copy = mkdtempSync(join(tmpdir(), 'fztv-content-'))
  t.teardown(() => rmSync(copy, { recursive: true, force: true }))
  mkdirSync(join(copy, 'sections'))
  writeFileSync(join(copy, 'sections', '1-start.md'), '---\ntitle: Start\n---\n')
  writeFileSync(join(copy, 'loader.ts'), 'export const loaded = true\n')
  t.same(codeFilesIn(copy), ['loader.ts'], 'a code file in content/ is found')
})

t.test('stuck-corpus/ holds pastes alone: YAML and its README, no code', async (t) => {
  t.same(codeFilesIn(join(root, 'stuck-corpus')), [], 'the code that reads the pastes lives in course/search/stuck-pastes.ts')
})

/** Files of the folders the build and the server run (not the bench, not the tests) whose quoted strings name the held-out part. */
function namingHeldOut(files: readonly string[]): string[] {
  return files.filter((file) => /(['"`])[^'"`\n]*held-out[^'"`\n]*\1/.test(readFileSync(resolve(root, file), 'utf8')))
}

t.test("no code the build or the server runs names the corpus's held-out part", async (t) => {
  const tracked = spawnSync('git', ['ls-files', '-z', ...FLOORS, 'scripts', 'vite.config.ts'], { cwd: root, encoding: 'utf8' })
    .stdout.split('\0')
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.startsWith('scripts/bench/'))
  t.ok(tracked.length > 100, `${tracked.length} files read`)
  t.same(namingHeldOut(tracked), [], 'the held-out part is read by the bench and the split test alone')
  const reader = join(scratch, 'reader.ts')
  writeFileSync(reader, "export const folder = join('stuck-corpus', 'held-out')\n")
  t.same(namingHeldOut([reader]), [reader], 'a reader of it is found')
})
