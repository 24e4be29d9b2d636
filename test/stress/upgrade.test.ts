// Upgrades under load, as docs/deploy.md runs them: deploy/release.sh on the
// release layout it describes, with the unit files in deploy/systemd run the
// way systemd runs them (no systemd runs as PID 1 here: a stand-in holds the
// .socket's listening socket and starts the .service's ExecStart in its
// WorkingDirectory, with its settings and the socket as descriptor 3, again
// after each exit). Visitors post contact messages and read pages throughout.
//
// 1. A good upgrade: the new version is live; 0 answers 5xx, no connection
//    refused or reset, every acknowledged message stored.
// 2. An upgrade whose npm ci fails (the registry down, as in the outage that
//    took a site down): it stops before the switch, the old version keeps
//    serving (0 x 5xx), and the documented rollback returns to the version
//    before, under the same load.
//
// npm ci and the build are not what is tested, and would cost most of the
// suite's time: in the good upgrade npm ci links this checkout's node_modules
// (a real install compiles better-sqlite3 for minutes; the build's output
// holds the generated Prisma client), and npm run build copies this checkout's dist,
// which npm test has just built from the same sources, with the release's own
// public/release.txt (a real build is one to six minutes here). The failing
// install is the real npm ci against a registry that is down. release.sh, the
// start-up checks, the switch and the restarts are the real ones.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { Agent, request } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import t, { type Test } from 'tap'
import { projectRoot } from '../../server/config.ts'
import { TEST_FORM_SECRET } from '../helpers/forms.ts'
import { freePort } from '../helpers/ports.ts'
import { buildInputs } from '../helpers/project-copy.ts'
import { runToExit } from '../helpers/run-to-exit.ts'
import { startWriteLoad, storedSubjects } from './write-load.ts'

// Two start-up checks, two restarts and a first start; minutes on a machine busy with other work.
t.setTimeout(15 * 60_000)

const POST_CONNECTIONS = 4
const PAGE_CONNECTIONS = 4
const PAGES = ['/', '/guide', '/get-help', '/healthz']
const unitFolder = join(projectRoot, 'deploy', 'systemd')

/** The values of `name=` lines in a unit file. */
function unitValues(unit: string, name: string): string[] {
  const text = readFileSync(join(unitFolder, unit), 'utf8')
  return [...text.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => match[1] as string)
}

/** A unit's first `name=` value with the machine's paths swapped for this test's. */
function unitValue(unit: string, name: string, paths: Record<string, string>): string {
  let value = unitValues(unit, name)[0] ?? ''
  for (const [from, to] of Object.entries(paths)) value = value.replaceAll(from, to)
  return value
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Release Test', '-c', 'user.email=release-test@example.org', ...args], {
    cwd,
    encoding: 'utf8',
  })
}

/** Reads pages over keep-alive connections until stopped, counting answers and failures. */
function startPageLoad(url: string, connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const statuses = new Map<number, number>()
  const failures = new Map<string, number>()
  let slowestMs = 0
  let stopped = false
  const get = (path: string) =>
    new Promise<void>((resolve) => {
      const started = Date.now()
      const req = request(`${url}${path}`, { agent, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' } }, (res) => {
        res.resume()
        res.on('end', () => {
          statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1)
          slowestMs = Math.max(slowestMs, Date.now() - started)
          resolve()
        })
      })
      req.on('error', (error: NodeJS.ErrnoException) => {
        failures.set(error.code ?? error.message, (failures.get(error.code ?? error.message) ?? 0) + 1)
        resolve()
      })
      req.end()
    })
  const workers = Array.from({ length: connections }, async (_, worker) => {
    for (let n = worker; !stopped; n += 1) await get(PAGES[n % PAGES.length] as string)
  })
  return {
    statuses,
    failures,
    get slowestMs() {
      return slowestMs
    },
    async stop() {
      stopped = true
      await Promise.all(workers)
      agent.destroy()
    },
  }
}

/** release.sh's own lines and the start-up check's, without npm's and the build's output. */
function saidByRelease(output: string): string {
  return output
    .split('\n')
    .filter((line) => /^(release\.sh|Start-up check|npm error code)/.test(line))
    .join('\n')
}

/** `3 × 201, 2 × 503` */
function tally(counts: Map<number | string, number>): string {
  return [...counts].map(([key, count]) => `${count} × ${key}`).join(', ') || 'none'
}

interface Site {
  url: string
  root: string
  upstream: string
  databaseFile: string
  /** Runs deploy/release.sh from the current release, as root would. */
  release(...args: string[]): Promise<{ code: number | null; output: string }>
  /** What /release.txt says: which version answers. */
  version(): Promise<string>
}

/**
 * The machine of docs/deploy.md in a temporary folder: an upstream repository
 * (the project's sources, committed), the first release cloned from it and
 * built, its settings file, and the units running under the stand-in.
 */
async function deployedSite(t: Test): Promise<Site> {
  const work = mkdtempSync(join(tmpdir(), 'fztv-upgrade-'))
  t.teardown(() => rmSync(work, { recursive: true, force: true }))
  const upstream = join(work, 'upstream')
  for (const input of [...buildInputs, 'deploy', '.gitignore'])
    cpSync(join(projectRoot, input), join(upstream, input), { recursive: true, filter: (path) => !path.includes('/server/db/generated') })
  // Which version answers: a file the build copies into dist/client.
  writeFileSync(join(upstream, 'public', 'release.txt'), 'v1\n')
  git(upstream, 'init', '--quiet', '--initial-branch=main')
  git(upstream, 'add', '--all')
  git(upstream, 'commit', '--quiet', '--message=v1')

  // Section 2 of docs/deploy.md: the first release, its packages and its build (this checkout's, made from the same sources).
  const root = join(work, 'srv')
  const first = join(root, 'releases', 'first')
  mkdirSync(join(root, 'releases'), { recursive: true })
  git(work, 'clone', '--quiet', upstream, first)
  symlinkSync(join(projectRoot, 'node_modules'), join(first, 'node_modules'), 'dir')
  cpSync(join(projectRoot, 'dist'), join(first, 'dist'), { recursive: true })
  writeFileSync(join(first, 'dist', 'client', 'release.txt'), 'v1\n')
  symlinkSync('releases/first', join(root, 'current'))

  const data = join(work, 'var-lib')
  mkdirSync(data)
  const databaseFile = join(data, 'app.db')
  const settings = join(work, 'from-zero-to-vibe.env')
  writeFileSync(
    settings,
    [
      `DATABASE_URL=file:${databaseFile}`,
      `BACKUP_DIR=${join(data, 'backups')}`,
      `FORM_SECRET=${TEST_FORM_SECRET}`,
      'RATE_LIMIT_MAX=1000000',
      'PAGE_RATE_LIMIT_MAX=1000000',
      'LOG_LEVEL=warn',
      '',
    ].join('\n'),
  )

  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const paths = { '/usr/bin/node': process.execPath, '/srv/from-zero-to-vibe': root, '/var/lib/from-zero-to-vibe': data }
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS' && !name.startsWith('LISTEN_')),
  ) as Record<string, string>

  // The stand-in for systemd: it holds the socket (from-zero-to-vibe.socket), and starts the
  // service's ExecStart in its WorkingDirectory (the link resolved at each start) after each exit.
  const pidFile = join(work, 'site.pid')
  const stopFile = join(work, 'stop')
  const keeperScript = [
    // If this test's process dies, the stand-in stops its site and itself (systemd would outlive it; a test must not).
    `(while kill -0 ${process.pid} 2>/dev/null && kill -0 $$ 2>/dev/null; do sleep 1; done`,
    `  if kill -0 $$ 2>/dev/null; then touch "${stopFile}"; kill -TERM "$(cat "${pidFile}")"; fi) &`,
    'while :; do',
    `  cd "${unitValue('from-zero-to-vibe.service', 'WorkingDirectory', paths)}" && cd "$(pwd -P)" || exit 1`,
    `  (set -a && . "${settings}" && export ${unitValues('from-zero-to-vibe.service', 'Environment').join(' ')} &&`,
    `    exec sh -c 'export LISTEN_FDS=1 LISTEN_PID=$$ && exec "$@"' sh ${unitValue('from-zero-to-vibe.service', 'ExecStart', paths)}) &`,
    `  echo $! > "${pidFile}"`,
    '  wait $!',
    `  [ -e "${stopFile}" ] && exit 0`,
    'done',
  ].join('\n')
  const [host = '', listenPort] = (unitValues('from-zero-to-vibe.socket', 'ListenStream')[0] ?? '').split(':')
  t.equal(listenPort, '3000', 'the .socket listens where the proxies send requests (this test uses a free port instead)')
  const socket = createServer()
  await new Promise<void>((resolve) => socket.listen(port, host, resolve))
  const socketFd = (socket as unknown as { _handle: { fd: number } })._handle.fd
  const keeper = spawn('sh', ['-c', keeperScript], { env: environment, stdio: ['ignore', 'inherit', 'inherit', socketFd] })
  // Only the stand-in holds the socket from now on: this process must not take connections.
  socket.close()
  t.teardown(async () => {
    writeFileSync(stopFile, '')
    if (existsSync(pidFile)) spawnSync('kill', ['-TERM', readFileSync(pidFile, 'utf8').trim()])
    if (keeper.exitCode === null) await new Promise((resolve) => keeper.on('exit', resolve))
  })

  // systemctl and npm as release.sh meets them here (see the top of this file).
  const bin = join(work, 'bin')
  mkdirSync(bin)
  const realNpm = execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim()
  const backupStart = unitValue('from-zero-to-vibe-backup.service', 'ExecStart', paths)
  writeFileSync(
    join(bin, 'systemctl'),
    [
      '#!/bin/sh',
      'case "$1 $2" in',
      `"start from-zero-to-vibe-backup") cd "${root}/current" && set -a && . "${settings}" && set +a && exec ${backupStart} ;;`,
      `"restart from-zero-to-vibe") old=$(cat "${pidFile}") && kill -TERM "$old" && while [ "$(cat "${pidFile}")" = "$old" ]; do sleep 0.05; done ;;`,
      '*) echo "systemctl $*: not part of this test" >&2; exit 1 ;;',
      'esac',
      '',
    ].join('\n'),
  )
  const closedPort = await freePort()
  writeFileSync(
    join(bin, 'npm'),
    [
      '#!/bin/sh',
      'if [ "$1" = ci ]; then',
      `  [ -e "${work}/registry-down" ] && exec "${realNpm}" ci --registry=http://127.0.0.1:${closedPort}/ --cache="${work}/empty-npm-cache" --fetch-retries=0 --no-audit --no-fund`,
      `  ln -s "${projectRoot}/node_modules" node_modules && exit 0`,
      'fi',
      // The build's output: this checkout's, but for the one file that differs between the versions.
      `[ "$1 $2" = "run build" ] && cp -R "${projectRoot}/dist" dist && cp public/release.txt dist/client/release.txt && exit 0`,
      `exec "${realNpm}" "$@"`,
      '',
    ].join('\n'),
  )
  for (const tool of ['systemctl', 'npm']) chmodSync(join(bin, tool), 0o755)

  const releaseEnvironment = {
    ...environment,
    PATH: `${bin}:${environment.PATH}`,
    SITE_ROOT: root,
    SITE_SETTINGS: settings,
    // The test runs as root, and the live database is root's here.
    SITE_USER: 'root',
    SITE_URL: url,
  }
  const site: Site = {
    url,
    root,
    upstream,
    databaseFile,
    async release(...args) {
      const result = await runToExit('sh', [join(root, 'current', 'deploy', 'release.sh'), ...args], { env: releaseEnvironment })
      console.log(`release.sh ${args.join(' ')}:\n${saidByRelease(result.output)}`)
      return result
    },
    version: async () => (await (await fetch(`${url}/release.txt`)).text()).trim(),
  }
  // The first start: the database is made and migrated.
  const deadline = Date.now() + 120_000
  while (
    !(await fetch(`${url}/healthz`)
      .then((answer) => answer.ok)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error('the first release did not start')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return site
}

/** Runs `during` under a post and page load; checks that no request failed; returns the acknowledged subjects. */
async function underLoad(t: Test, site: Site, name: string, during: () => Promise<void>): Promise<string[]> {
  const posts = startWriteLoad(site.url, { connections: POST_CONNECTIONS, prefix: name })
  const pages = startPageLoad(site.url, PAGE_CONNECTIONS)
  const started = Date.now()
  await during()
  // The new process has answered /healthz; a little more load on it.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  await Promise.all([posts.stop(), pages.stop()])
  const serverErrors = [...posts.statuses, ...pages.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0)
  console.log(
    `upgrade, ${name}: ${((Date.now() - started) / 1000).toFixed(0)} s; posts ${tally(posts.statuses)}, failed connections ${tally(posts.connectionFailures)}; ` +
      `pages ${tally(pages.statuses)}, failed connections ${tally(pages.failures)}; slowest page ${pages.slowestMs} ms`,
  )
  t.equal(serverErrors, 0, `no answer 5xx (posts: ${tally(posts.statuses)}; pages: ${tally(pages.statuses)})`)
  t.same([...posts.statuses.keys()], [201], 'every post was stored (201)')
  t.same([...pages.statuses.keys()], [200], 'every page answered 200')
  t.equal(
    posts.connectionFailures.size + pages.failures.size,
    0,
    `no connection refused or reset (${tally(pages.failures)}; ${tally(posts.connectionFailures)})`,
  )
  return posts.acknowledged
}

t.test('upgrades under load', { skip: process.getuid?.() !== 0 && 'release.sh runs as root' }, async (t) => {
  const site = await deployedSite(t)
  const acknowledged: string[] = []
  t.equal(await site.version(), 'v1', 'the first release answers')

  t.test('a good upgrade: the new version live, no request failed', async (t) => {
    writeFileSync(join(site.upstream, 'public', 'release.txt'), 'v2\n')
    git(site.upstream, 'commit', '--quiet', '--all', '--message=v2')
    const before = readlinkSync(join(site.root, 'current'))
    let result = { code: null as number | null, output: '' }
    acknowledged.push(
      ...(await underLoad(t, site, 'good', async () => {
        result = await site.release('upgrade', 'main')
      })),
    )
    t.equal(result.code, 0, `release.sh upgrade main succeeded:\n${saidByRelease(result.output)}`)
    t.match(result.output, /release\.sh upgrade: done: main is live/)
    t.equal(await site.version(), 'v2', 'v2 answers')
    t.equal(readlinkSync(join(site.root, 'previous')), before, 'the release it replaced is kept as previous')
  })

  t.test('an upgrade whose npm ci fails: the site keeps serving the version it had; then a rollback, under the same load', async (t) => {
    writeFileSync(join(site.upstream, 'public', 'release.txt'), 'v3\n')
    git(site.upstream, 'commit', '--quiet', '--all', '--message=v3')
    writeFileSync(join(site.upstream, '..', 'registry-down'), '')
    const before = readlinkSync(join(site.root, 'current'))
    let upgrade = { code: null as number | null, output: '' }
    let rollback = { code: null as number | null, output: '' }
    let versionAfterFailure = ''
    acknowledged.push(
      ...(await underLoad(t, site, 'failing install, then rollback', async () => {
        upgrade = await site.release('upgrade', 'main')
        versionAfterFailure = await site.version()
        rollback = await site.release('rollback')
      })),
    )
    t.equal(upgrade.code, 1, 'release.sh upgrade failed')
    t.match(upgrade.output, /npm ci failed \(above\): the site is unchanged, still /, `and said so:\n${saidByRelease(upgrade.output)}`)
    t.notMatch(upgrade.output, /switching/, 'it stopped before the switch')
    t.equal(versionAfterFailure, 'v2', 'v2 kept serving')
    t.equal(rollback.code, 0, `release.sh rollback succeeded:\n${saidByRelease(rollback.output)}`)
    t.equal(await site.version(), 'v1', 'the rollback returned to v1')
    t.equal(readlinkSync(join(site.root, 'previous')), before, 'and keeps v2 as previous, for a second rollback')
  })

  t.test('every acknowledged message is in the database', async (t) => {
    const db = new Database(site.databaseFile, { readonly: true })
    t.teardown(() => db.close())
    const stored = storedSubjects(db)
    const lost = acknowledged.filter((subject) => !stored.has(subject))
    console.log(
      `upgrade: ${acknowledged.length} posts acknowledged during the upgrades, ${stored.size} rows stored, ${lost.length} missing`,
    )
    t.same(lost, [], `all ${acknowledged.length} acknowledged messages are stored`)
  })
})
