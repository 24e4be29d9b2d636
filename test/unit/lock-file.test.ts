// `npm ci` on a fresh clone (docs/deploy.md, CI) installs exactly what
// package-lock.json says, and refuses a lock that does not match package.json.
// npm 11 wants an entry for every optional platform package (biome's, oxc's, ...)
// where npm 10 accepted a lock without them, so a lock written by the wrong npm
// breaks a deployment. This asks both npm versions whether `npm ci` would
// succeed on the project's real package.json and lock, in a temporary copy
// (--dry-run: nothing is downloaded or installed).
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { projectRoot } from '../../server/config.ts'

// Two npm runs of about 15-30 s each on a busy machine.
t.setTimeout(180_000)

const dryRun = ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund']

function npmCiWouldSucceed(t: Test, command: string, args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-lock-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(projectRoot, file), join(dir, file))
  const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } })
  const errors = `${result.stdout}${result.stderr}`
    .split('\n')
    .filter((line) => line.startsWith('npm error') && line.length > 'npm error'.length)
    // The reason, not npm's usage text that follows it.
    .slice(0, 8)
    .join('\n')
  t.equal(result.status, 0, `npm ci would succeed${errors ? `; npm said:\n${errors}` : ''}`)
}

t.test("npm ci accepts the lock file with this machine's npm (11 here)", async (t) => {
  npmCiWouldSucceed(t, 'npm', dryRun)
})

t.test('npm ci accepts the lock file with npm 10', async (t) => {
  // npm 10 from the registry (npx caches it after the first run).
  npmCiWouldSucceed(t, 'npx', ['--yes', 'npm@10', ...dryRun])
})

t.test('CI installs with npm ci, as docs/deploy.md does', async (t) => {
  t.match(readFileSync(join(projectRoot, '.ci', 'run'), 'utf8'), /^npm ci$/m, '.ci/run runs npm ci')
  t.match(readFileSync(join(projectRoot, 'docs', 'deploy.md'), 'utf8'), /^npm ci$/m, 'docs/deploy.md runs npm ci')
})
