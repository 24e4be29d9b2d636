// The faults a small server's disk really has, on real file systems: the
// database on a 600 KB tmpfs filled by a write load, and on an ext4 image that
// the kernel turns read-only after an error (errors=remount-ro, as a VPS disk
// does). Either way every acknowledged message is stored, every other answer
// is a 503 with Retry-After, the log says it in a few lines instead of a stack
// per request, /healthz says 503 while pages keep answering 200, and writes
// work again once the disk does. Mounting needs root (CI and the session run
// as root); elsewhere the tests are skipped with the reason.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import Database from 'better-sqlite3'
import t, { type Test } from 'tap'
import { tokenOpenedAMinuteAgo } from '../helpers/forms.ts'
import { cannotMountTmpfs, smallDisk } from '../helpers/mounts.ts'
import { startServer } from '../helpers/server-process.ts'
import { startWriteLoad, storedSubjects } from './write-load.ts'

async function waitUntil(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Checks, while the fault lasts, what a monitor and a reader see: /healthz 503 with the reason, pages 200. */
async function duringTheFault(t: Test, url: string, reason: string) {
  const health = await fetch(`${url}/healthz`)
  t.equal(health.status, 503, '/healthz answers 503 while writes fail')
  t.match(await health.json(), { status: 'unavailable', reason }, `with the reason (${reason}) in JSON`)
  for (const path of ['/', '/get-help', '/blog']) t.equal((await fetch(`${url}${path}`)).status, 200, `${path} is still served`)
}

/** The log's verdict on a fault: a few error lines, no stack trace, the first one saying what to do. */
function checkTheLog(t: Test, output: string, advice: RegExp) {
  const errorLines = output.split('\n').filter((line) => line.includes('"level":50'))
  t.ok(errorLines.length >= 1 && errorLines.length < 10, `1 to 9 error lines for the whole flood (got ${errorLines.length})`)
  t.match(errorLines[0], advice, 'the first says what is wrong and what to do')
  t.notMatch(output, /"stack"|^\s+at /m, 'no stack trace in the log')
}

function contactPost(url: string, subject: string): Promise<Response> {
  return fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'After The Fault',
      email: 'after@example.com',
      subject,
      category: 'technical',
      message: 'Written once the disk works again.',
      urgency: 'low',
      formToken: tokenOpenedAMinuteAgo(),
    }),
  })
}

t.test('a disk that fills up under a write load', { skip: cannotMountTmpfs }, async (t) => {
  const dir = smallDisk(t, '600k')
  // What the operator deletes to make room (old logs, old backups).
  const filler = join(dir, 'old-backup.db')
  writeFileSync(filler, Buffer.alloc(200 * 1024, 1))
  const databaseFile = join(dir, 'app.db')
  const server = await startServer({ DATABASE_URL: `file:${databaseFile}`, RATE_LIMIT_MAX: '1000000' }, { timeoutMs: 120_000 })
  t.teardown(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
  })

  const started = Date.now()
  const load = startWriteLoad(server.url, { connections: 10, prefix: 'flood' })
  await waitUntil(() => (load.statuses.get(503) ?? 0) >= 500, 'the full disk had refused 500 messages')
  await duringTheFault(t, server.url, 'disk-full')
  await load.stop()
  const answered = [...load.statuses.entries()].map(([status, count]) => `${count} × ${status}`).join(', ')
  console.log(`full disk: ${answered} in ${Date.now() - started} ms`)
  t.same([...load.statuses.keys()].sort(), [201, 503], `every answer was 201 or 503 (${answered})`)
  t.equal(load.refusedWithoutRetryAfter, 0, 'every 503 came with Retry-After')

  rmSync(filler)
  const after = await contactPost(server.url, 'after the disk was freed')
  t.equal(after.status, 201, 'once space is freed the next message is stored')
  t.equal((await fetch(`${server.url}/healthz`)).status, 200, 'and /healthz answers 200 again')
  server.child.kill('SIGTERM')
  t.equal(await server.exited, 0, 'the server stops cleanly')
  checkTheLog(t, server.output(), /database writes failing: the disk holding .*app\.db is full: free space \(df -h /)
  t.match(server.output(), /database writes work again/, 'and says once when writes work again')

  const db = new Database(databaseFile, { readonly: true })
  t.teardown(() => db.close())
  const stored = storedSubjects(db)
  t.same(
    load.acknowledged.filter((subject) => !stored.has(subject)),
    [],
    `all ${load.acknowledged.length} acknowledged messages are stored`,
  )
  t.ok(stored.has('after the disk was freed'), 'with the message sent after space was freed')
})

/** The ext4 sysfs folder of the device mounted on `dir` (/sys/fs/ext4/loop3), where a test can trigger an error. */
function ext4Device(dir: string): string {
  const source = execFileSync('findmnt', ['-n', '-o', 'SOURCE', dir], { encoding: 'utf8' }).trim()
  return join('/sys/fs/ext4', basename(source))
}

function cannotUseLoopDevice(): string | false {
  if (cannotMountTmpfs) return cannotMountTmpfs
  if (!existsSync('/dev/loop-control')) return 'no loop devices on this machine'
  if (spawnSync('mkfs.ext4', ['-V']).status !== 0) return 'mkfs.ext4 is missing (apt-get install e2fsprogs)'
  return false
}

t.test('a disk the kernel turns read-only under a write load', { skip: cannotUseLoopDevice() }, async (t) => {
  const work = mkdtempSync(join(tmpdir(), 'fztv-readonly-'))
  t.teardown(() => rmSync(work, { recursive: true, force: true }))
  const image = join(work, 'disk.img')
  writeFileSync(image, '')
  execFileSync('truncate', ['-s', '8M', image])
  execFileSync('mkfs.ext4', ['-q', '-F', image])
  const dir = join(work, 'data')
  mkdirSync(dir)
  execFileSync('mount', ['-o', 'loop,errors=remount-ro', image, dir])
  let mounted = true
  t.teardown(() => {
    if (mounted) spawnSync('umount', ['-l', dir])
  })
  const databaseFile = join(dir, 'app.db')
  const env = { DATABASE_URL: `file:${databaseFile}`, RATE_LIMIT_MAX: '1000000' }
  const server = await startServer(env, { timeoutMs: 120_000 })
  t.teardown(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
  })

  const load = startWriteLoad(server.url, { connections: 10, prefix: 'read-only' })
  await waitUntil(() => load.acknowledged.length >= 200, '200 messages were stored')
  // What ext4 does on a disk error with errors=remount-ro: every write from now on fails.
  writeFileSync(join(ext4Device(dir), 'trigger_fs_error'), 'test\n')
  await waitUntil(() => (load.statuses.get(503) ?? 0) >= 500, 'the read-only disk had refused 500 messages')
  await duringTheFault(t, server.url, 'io-error')
  await load.stop()
  const answered = [...load.statuses.entries()].map(([status, count]) => `${count} × ${status}`).join(', ')
  console.log(`read-only disk: ${answered}`)
  t.same([...load.statuses.keys()].sort(), [201, 503], `every answer was 201 or 503 (${answered})`)
  t.equal(load.refusedWithoutRetryAfter, 0, 'every 503 came with Retry-After')
  server.child.kill('SIGTERM')
  await server.exited
  checkTheLog(t, server.output(), /database writes failing: the disk holding .*app\.db reports input\/output errors/)

  // The operator's repair: unmount, check the file system, mount it again, start the site.
  execFileSync('umount', [dir])
  mounted = false
  spawnSync('e2fsck', ['-f', '-y', image])
  execFileSync('mount', ['-o', 'loop', image, dir])
  mounted = true
  const db = new Database(databaseFile, { readonly: true })
  const stored = storedSubjects(db)
  db.close()
  t.same(
    load.acknowledged.filter((subject) => !stored.has(subject)),
    [],
    `all ${load.acknowledged.length} acknowledged messages are stored`,
  )
  const restarted = await startServer(env, { timeoutMs: 120_000 })
  t.teardown(() => {
    if (restarted.child.exitCode === null) restarted.child.kill('SIGKILL')
  })
  t.equal((await fetch(`${restarted.url}/healthz`)).status, 200, 'after the repair /healthz answers 200')
  t.equal((await contactPost(restarted.url, 'after the repair')).status, 201, 'and messages are stored again')
  restarted.child.kill('SIGTERM')
  await restarted.exited
})
