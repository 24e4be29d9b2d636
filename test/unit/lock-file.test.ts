// `npm ci` on a fresh clone (docs/deploy.md, CI) installs exactly what
// package-lock.json says, and refuses a lock that does not match package.json.
// npm 11 wants an entry for every optional platform package (biome's, oxc's, ...)
// where npm 10 accepted a lock without them, so a lock written by the wrong npm
// breaks a deployment. This asks the machine's npm whether `npm ci` would
// succeed on the project's real package.json and lock, in a temporary copy
// (--dry-run --offline: nothing is downloaded or installed, and the registry is
// not asked), and reads the lock for what npm 10 and 11 both need: a version-3
// lock with an entry for every package any package depends on, optional
// platform packages included (the entries an npm 10 lock lacked).
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { projectRoot } from '../../server/config.ts'

// One npm run of about 15-30 s on a busy machine.
t.setTimeout(120_000)

const dryRun = ['ci', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund']

interface LockEntry {
  link?: boolean
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

/** Where Node would find `name` from the package at `from` (a lock key): its own node_modules, then each parent's, up to the root's. */
function resolveInLock(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let base = from
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`
    if (candidate in packages) return candidate
    if (base === '') return undefined
    const parent = base.lastIndexOf('/node_modules/')
    base = parent === -1 ? '' : base.slice(0, parent)
  }
}

/** Every dependency in the lock that has no entry of its own, as 'package -> dependency'. */
function missingFromLock(packages: Record<string, LockEntry>): string[] {
  const missing: string[] = []
  for (const [key, entry] of Object.entries(packages)) {
    if (entry.link) continue
    const needed = [
      ...Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...(key === '' ? entry.devDependencies : {}) }),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !entry.peerDependenciesMeta?.[name]?.optional),
    ]
    for (const name of needed) if (!resolveInLock(packages, key, name)) missing.push(`${key || '(the project)'} -> ${name}`)
  }
  return missing
}

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

t.test('the lock is one npm 10 and npm 11 both install from: version 3, an entry for every dependency', async (t) => {
  const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8')) as {
    lockfileVersion: number
    packages: Record<string, LockEntry>
  }
  t.equal(lock.lockfileVersion, 3)
  t.same(missingFromLock(lock.packages), [], 'write the lock with npm 11: npm install --package-lock-only')
})

t.test('the lock check finds the entries an npm 10 lock lacked', async (t) => {
  const packages: Record<string, LockEntry> = {
    '': { devDependencies: { '@biomejs/biome': '2.6.8' } },
    'node_modules/@biomejs/biome': { optionalDependencies: { '@biomejs/cli-linux-x64': '2.6.8', '@biomejs/cli-win32-x64': '2.6.8' } },
    'node_modules/@biomejs/cli-linux-x64': {},
  }
  t.same(missingFromLock(packages), ['node_modules/@biomejs/biome -> @biomejs/cli-win32-x64'])
  packages['node_modules/@biomejs/biome/node_modules/@biomejs/cli-win32-x64'] = {}
  t.same(missingFromLock(packages), [], 'a nested entry counts')
})

t.test('CI installs with npm ci, as docs/deploy.md does', async (t) => {
  t.match(readFileSync(join(projectRoot, '.ci', 'run'), 'utf8'), /^npm ci$/m, '.ci/run runs npm ci')
  t.match(readFileSync(join(projectRoot, 'docs', 'deploy.md'), 'utf8'), /^npm ci$/m, 'docs/deploy.md runs npm ci')
})
