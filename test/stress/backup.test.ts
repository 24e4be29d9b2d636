// Backups: `npm run backup` copies the live database while the site writes;
// the copy passes integrity_check and, restored in place of a database and
// served again, holds every message acknowledged before the backup began.
import { spawn } from 'node:child_process'
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
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
