// Backups: `npm run backup` copies the live database while the site writes;
// the copy passes integrity_check and, restored in place of a database and
// served again, holds every message acknowledged before the backup began.
// And the restore procedure of docs/deploy.md, run as written after a SIGKILL
// under load, loses nothing: the restored site has every message acknowledged
// before the backup, and the files it moved aside (app.db with its -wal) every
// message acknowledged before the kill. (The procedure used to delete the
// -wal file, which after a crash holds the newest acknowledged messages.)
import { spawn, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import t from 'tap'
import { projectRoot } from '../../server/config.ts'
import { startServer } from '../helpers/server-process.ts'
import { startWriteLoad, storedSubjects } from './write-load.ts'

/** Runs `npm run backup` as a user would and resolves with its output. */
function npmRunBackup(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'backup', '--', ...args], { cwd: projectRoot, env: { ...process.env, ...env } })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => resolve({ code, output }))
  })
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
          .replaceAll('/srv/from-zero-to-vibe', projectRoot)
          .replaceAll('<the copy you want>.db', backupName)
          .replace(/ && chown \S+ app\.db$/, ''),
      )
      .join('\n')
  )
}

t.test("docs/deploy.md's restore after a SIGKILL under load loses no acknowledged message", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-restore-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  // The server's data folder, laid out as on the server: app.db and backups/.
  const env = { DATABASE_URL: `file:${join(dir, 'app.db')}` }
  // Generous start-up time: the stress suite runs on busy machines.
  const server = await startServer({ ...env, RATE_LIMIT_MAX: '1000000' }, { timeoutMs: 120_000 })
  t.teardown(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
  })
  const load = startWriteLoad(server.url, { connections: 10, prefix: 'restore' })
  while (load.acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 20))
  const acknowledgedBefore = [...load.acknowledged]
  const backup = await npmRunBackup([join(dir, 'backups')], env)
  t.equal(backup.code, 0, `npm run backup succeeded: ${backup.output}`)
  // More writes after the backup, then a crash in the middle of them.
  const afterBackup = load.acknowledged.length
  while (load.acknowledged.length < afterBackup + 300) await new Promise((resolve) => setTimeout(resolve, 20))
  server.child.kill('SIGKILL')
  await server.exited
  await load.stop()
  t.equal(load.refused, 0)
  t.ok(existsSync(join(dir, 'app.db-wal')), 'the crash left a -wal file beside app.db')

  const [backupName] = readdirSync(join(dir, 'backups'))
  const script = documentedRestore(dir, backupName as string)
  const restore = spawnSync('sh', ['-e', '-c', `cd ${JSON.stringify(dir)}\n${script}`], { encoding: 'utf8' })
  t.equal(restore.status, 0, `the documented commands ran:\n${script}\n${restore.stdout}${restore.stderr}`)
  t.match(restore.stdout, /integrity_check: 'ok'/, "the documented check printed [ { integrity_check: 'ok' } ]")

  const restored = await startServer(env, { timeoutMs: 120_000 })
  t.teardown(() => {
    if (restored.child.exitCode === null) restored.child.kill('SIGKILL')
  })
  t.equal((await fetch(`${restored.url}/healthz`)).status, 200, 'the site runs on the restored copy')
  restored.child.kill('SIGTERM')
  t.equal(await restored.exited, 0)

  const db = new Database(join(dir, 'app.db'), { readonly: true })
  t.teardown(() => db.close())
  t.same(db.pragma('integrity_check'), [{ integrity_check: 'ok' }], 'the restored database: integrity_check ok')
  const inRestored = storedSubjects(db)
  const missingFromRestored = acknowledgedBefore.filter((subject) => !inRestored.has(subject))
  t.same(missingFromRestored, [], 'the restored site has every message acknowledged before the backup')

  // What was moved aside still has everything up to the crash (SQLite replays the -wal on opening).
  const asideFile = join(dir, 'aside', 'app.db')
  t.ok(existsSync(asideFile) && existsSync(`${asideFile}-wal`), 'app.db and its -wal were moved aside together, not deleted')
  let inAside = new Set<string>()
  if (existsSync(asideFile)) {
    const aside = new Database(asideFile)
    t.teardown(() => aside.close())
    t.same(aside.pragma('integrity_check'), [{ integrity_check: 'ok' }], 'the set aside: integrity_check ok')
    inAside = storedSubjects(aside)
  }
  const lost = load.acknowledged.filter((subject) => !inRestored.has(subject) && !inAside.has(subject))
  console.log(
    `restore: ${load.acknowledged.length} acknowledged (${acknowledgedBefore.length} before the backup), ${inRestored.size} rows restored, ${inAside.size} rows in the set aside, ${lost.length} lost`,
  )
  t.same(lost, [], 'every acknowledged message is in the restored database or the files set aside')
})
