// `npm run check` is the command before each commit (README, 'Tests'): typecheck, lint,
// knip, the unit tests and the conventions, fast because it needs no build, server,
// browser or network. These rules keep it that way as tests are added.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'

const root = join(import.meta.dirname, '..', '..')
const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }

t.test('npm run check runs typecheck, lint, knip, the unit tests and the conventions, and nothing slower', async (t) => {
  const parts = (scripts.check ?? '').split('&&').map((part) => part.trim().split(/\s+/))
  t.same(
    parts.map(([command]) => command),
    ['tsc', 'biome', 'knip', 'tap'],
  )
  t.same(
    // As globs, quoted for tap to expand: without tap's TypeScript plugin a folder alone names no .ts file.
    parts
      .at(-1)
      ?.map((word) => word.replace(/^'|'$/g, ''))
      .filter((word) => word.startsWith('test/')),
    ['test/unit/**/*.test.ts', 'test/conventions/**/*.test.ts'],
    'tap runs test/unit and test/conventions only',
  )
})

t.test('no unit test or convention needs a build, a server, a browser or the network', async (t) => {
  const slow = /helpers\/(app|server-process|services)\.ts|@playwright|\bdist\/|\bnpx\b/
  for (const folder of ['unit', 'conventions']) {
    for (const file of readdirSync(join(root, 'test', folder)).filter((name) => name !== 'check-command.test.ts')) {
      const source = readFileSync(join(root, 'test', folder, file), 'utf8')
      t.notMatch(source, slow, `${folder}/${file} starts nothing (move a test that does to test/integration)`)
    }
  }
})
