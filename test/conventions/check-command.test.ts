// `npm run check` is the command before each commit (README, 'Tests'): typecheck, lint,
// knip and the unit tests, fast because it needs no build, server or browser. These
// rules keep it that way as tests are added.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'

const root = join(import.meta.dirname, '..', '..')
const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }

t.test('npm run check runs typecheck, lint, knip and the unit tests, and nothing slower', async (t) => {
  const parts = (scripts.check ?? '').split('&&').map((part) => part.trim().split(/\s+/))
  t.same(
    parts.map(([command]) => command),
    ['tsc', 'biome', 'knip', 'tap'],
  )
  t.same(
    parts.at(-1)?.filter((word) => word.startsWith('test/')),
    ['test/unit'],
    'tap runs test/unit only',
  )
})

t.test('no unit test needs a build, a server or a browser', async (t) => {
  const slow = /helpers\/(app|server-process|services)\.ts|@playwright|\bdist\//
  for (const file of readdirSync(join(root, 'test', 'unit')).filter((name) => name !== 'check-command.test.ts')) {
    const source = readFileSync(join(root, 'test', 'unit', file), 'utf8')
    t.notMatch(source, slow, `${file} starts nothing (move a test that does to test/integration)`)
  }
})
