// Backups: `npm run backup` copies the live database while the site writes;
// the copy passes integrity_check and, restored in place of a database and
// served again, holds every message acknowledged before the backup began.
// And the restore procedure of docs/deploy.md, run as written twice in a row,
// each time after a SIGKILL under load, loses nothing: the restored site has
// every message acknowledged before the backup, and the folders each restore
// moved aside (app.db with its -wal) every message acknowledged before each
// kill. (The procedure used to delete the -wal file, which after a crash holds
// the newest acknowledged messages, and later moved a second restore's files
// over the first one's.)
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { Test } from 'tap'
import t from 'tap'
import { projectRoot } from '../../server/config.ts'
import { tokenOpenedAMinuteAgo } from '../helpers/forms.ts'
import { runToExit } from '../helpers/run-to-exit.ts'
import { startServer } from '../helpers/server-process.ts'
import { startWriteLoad, storedSubjects } from './write-load.ts'

/** Runs `npm run backup` as a user would and resolves with its output. */
function npmRunBackup(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return runToExit('npm', ['run', '--silent', 'backup', '--', ...args], { cwd: projectRoot, env: { ...process.env, ...env } })
}

t.test('a backup taken during a write load restores with every message acknowledged before it began', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-backup-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const databaseFile = join(dir, 'app.db')
  const backupDir = join(dir, 'backups')
  const env = { DATABASE_URL: `file:${databaseFile}`, BACKUP_KEEP: '2' }
  const server = await startServer({ ...env, RATE_LIMIT_MAX: '1000000' })
  t.teardown(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
  })

  const load = startWriteLoad(server.url, { connections: 10, prefix: 'backup' })
  while (load.acknowledged.length < 500) await new Promise((resolve) => setTimeout(resolve, 20))
  const acknowledgedBefore = [...load.acknowledged]
  const backup = await npmRunBackup([backupDir], env)
  const duringBackup = load.acknowledged.length - acknowledgedBefore.length
  await new Promise((resolve) => setTimeout(resolve, 300))
  await load.stop()
  t.equal(backup.code, 0, `npm run backup succeeded: ${backup.output}`)
  t.ok(duringBackup > 0 || load.acknowledged.length > acknowledgedBefore.length, 'the site kept writing around the backup')
  t.equal(load.refused, 0)

  const [backupName] = readdirSync(backupDir)
  t.match(backupName, /^app-\d{4}-\d{2}-\d{2}T[\d-]+Z\.db$/, 'named by time')
  // Restore: into a fresh place, as the README says (the server stopped, the copy put where the database was).
  server.child.kill('SIGTERM')
  t.equal(await server.exited, 0)
  const restoredFile = join(dir, 'restored.db')
  copyFileSync(join(backupDir, backupName as string), restoredFile)
  const restored = await startServer({ DATABASE_URL: `file:${restoredFile}` })
  t.teardown(() => {
    if (restored.child.exitCode === null) restored.child.kill('SIGKILL')
  })
  t.equal((await fetch(`${restored.url}/healthz`)).status, 200, 'the site runs on the restored copy')
  restored.child.kill('SIGTERM')
  t.equal(await restored.exited, 0)

  const db = new Database(restoredFile, { readonly: true })
  t.teardown(() => db.close())
  t.same(db.pragma('integrity_check'), [{ integrity_check: 'ok' }], 'integrity_check ok')
  const stored = storedSubjects(db)
  const missing = acknowledgedBefore.filter((subject) => !stored.has(subject))
  console.log(
    `backup: ${acknowledgedBefore.length} messages acknowledged before the backup, ${stored.size} rows restored, ${missing.length} missing; ${load.acknowledged.length} acknowledged in all`,
  )
  t.same(missing, [], 'every message acknowledged before the backup began is in the copy')

  // Two more backups with BACKUP_KEEP=2: the oldest is removed.
  for (let i = 0; i < 2; i++) t.equal((await npmRunBackup([backupDir], env)).code, 0)
  const kept = readdirSync(backupDir).sort()
  t.equal(kept.length, 2, 'only the newest BACKUP_KEEP copies are kept')
  t.notOk(kept.includes(backupName as string), 'the oldest was removed')
})

/** The shell commands of docs/deploy.md's "Restore" section, for a data folder `dir` and a backup file name. */
function documentedRestore(dir: string, backupName: string): string {
  const guide = readFileSync(join(projectRoot, 'docs', 'deploy.md'), 'utf8')
  const block = /^### Restore\n\n```sh\n([\s\S]*?)\n```/m.exec(guide)?.[1]
  if (!block) throw new Error('docs/deploy.md has no ```sh block under "### Restore"')
  return (
    block
      .split('\n')
      // The test stops (here: kills) and starts the site itself; it runs as the site's user, so no chown.
      .filter((line) => !line.startsWith('systemctl '))
      .map((line) =>
        line
          .replaceAll('/var/lib/from-zero-to-vibe', dir)
          .replaceAll('/srv/from-zero-to-vibe/current', projectRoot)
          .replaceAll('<the copy you want>.db', backupName)
          .replace(/ && chown \S+ \S+$/, ''),
      )
      .join('\n')
  )
}

/** Runs the documented restore in `dir` with `backupName`, as an operator pastes it. */
function restoreAsDocumented(t: Test, dir: string, backupName: string) {
  const script = documentedRestore(dir, backupName)
  const restore = spawnSync('sh', ['-e', '-c', `cd ${JSON.stringify(dir)}\n${script}`], { encoding: 'utf8' })
  t.equal(restore.status, 0, `the documented commands ran:\n${script}\n${restore.stdout}${restore.stderr}`)
  t.match(restore.stdout, /integrity_check: 'ok'/, "the documented check printed [ { integrity_check: 'ok' } ]")
}

/** A server on `env`'s database under a write load: `before` messages, then (with `backupInto`) a backup and 300 more, a subscriber, then a SIGKILL. */
async function writeThenCrash(
  t: Test,
  env: Record<string, string>,
  prefix: string,
  { before, backupInto }: { before: number; backupInto?: string },
) {
  // Generous start-up time: the stress suite runs on busy machines.
  const server = await startServer({ ...env, RATE_LIMIT_MAX: '1000000' }, { timeoutMs: 120_000 })
  t.teardown(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
  })
  const load = startWriteLoad(server.url, { connections: 10, prefix })
  while (load.acknowledged.length < before) await new Promise((resolve) => setTimeout(resolve, 20))
  const acknowledgedBefore = [...load.acknowledged]
  if (backupInto) {
    const backup = await npmRunBackup([backupInto], env)
    t.equal(backup.code, 0, `npm run backup succeeded: ${backup.output}`)
    // More writes after the backup, then a crash in the middle of them.
    const afterBackup = load.acknowledged.length
    while (load.acknowledged.length < afterBackup + 300) await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const subscribed = await fetch(`${server.url}/api/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${prefix}@example.com`, formToken: tokenOpenedAMinuteAgo() }),
  })
  t.equal(subscribed.status, 201, 'a subscriber too')
  server.child.kill('SIGKILL')
  await server.exited
  await load.stop()
  t.equal(load.refused, 0)
  t.ok(existsSync(join(env.DATABASE_URL?.slice('file:'.length) ?? '', '..', 'app.db-wal')), 'the crash left a -wal file beside app.db')
  return { acknowledgedBefore, acknowledged: load.acknowledged }
}

/** The subjects and subscriber addresses in a database file (SQLite replays its -wal on opening). */
function rowsIn(t: Test, file: string): { subjects: Set<string>; subscribers: Set<string> } {
  const db = new Database(file)
  t.teardown(() => db.close())
  t.same(db.pragma('integrity_check'), [{ integrity_check: 'ok' }], `${file}: integrity_check ok`)
  const subscribers = (db.prepare('SELECT email FROM Subscriber').all() as { email: string }[]).map((row) => row.email)
  return { subjects: storedSubjects(db), subscribers: new Set(subscribers) }
}

t.test("docs/deploy.md's restore, twice in a row after crashes under load, loses no row", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-restore-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  // The server's data folder, laid out as on the server: app.db and backups/.
  const env = { DATABASE_URL: `file:${join(dir, 'app.db')}` }
  const first = await writeThenCrash(t, env, 'first', { before: 300, backupInto: join(dir, 'backups') })
  const [backupName] = readdirSync(join(dir, 'backups'))
  restoreAsDocumented(t, dir, backupName as string)
  // The restored site takes more messages and crashes too; then the same backup is restored again.
  const second = await writeThenCrash(t, env, 'second', { before: 200 })
  restoreAsDocumented(t, dir, backupName as string)

  const restored = await startServer(env, { timeoutMs: 120_000 })
  t.teardown(() => {
    if (restored.child.exitCode === null) restored.child.kill('SIGKILL')
  })
  t.equal((await fetch(`${restored.url}/healthz`)).status, 200, 'the site runs on the restored copy')
  restored.child.kill('SIGTERM')
  t.equal(await restored.exited, 0)

  const inRestored = rowsIn(t, join(dir, 'app.db'))
  t.same(
    first.acknowledgedBefore.filter((subject) => !inRestored.subjects.has(subject)),
    [],
    'the restored site has every message acknowledged before the backup',
  )
  const asides = readdirSync(dir)
    .filter((name) => name.startsWith('aside-'))
    .sort()
  t.equal(asides.length, 2, `each restore set its files aside in a folder of its own: ${asides.join(', ')}`)
  const setAside = asides.map((name) => {
    t.ok(existsSync(join(dir, name, 'app.db-wal')), `${name}: app.db moved with its -wal, not deleted`)
    return rowsIn(t, join(dir, name, 'app.db'))
  })
  const everywhere = [inRestored, ...setAside]
  const acknowledged = [...first.acknowledged, ...second.acknowledged]
  const lost = acknowledged.filter((subject) => !everywhere.some((rows) => rows.subjects.has(subject)))
  const lostSubscribers = ['first@example.com', 'second@example.com'].filter(
    (email) => !everywhere.some((rows) => rows.subscribers.has(email)),
  )
  console.log(
    `restore twice: ${acknowledged.length} acknowledged (${first.acknowledged.length} then ${second.acknowledged.length}), rows: ${inRestored.subjects.size} restored, ${setAside.map((rows) => rows.subjects.size).join(' and ')} set aside; ${lost.length} lost`,
  )
  t.same(lost, [], 'every acknowledged message is in the restored database or a folder set aside')
  t.same(lostSubscribers, [], 'and every subscriber')
})
