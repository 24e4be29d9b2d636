// `npm run backup` that cannot make a backup says why in one line and exits
// non-zero; it used to die with a better-sqlite3 stack trace when run without
// the settings file (DATABASE_URL unset: no database at the default path).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { projectRoot } from '../../server/config.ts'
import { migrate } from '../../server/db/migrate.ts'
import { runBackupScript } from '../helpers/backup-script.ts'

t.setTimeout(120_000)

const dir = mkdtempSync(join(tmpdir(), 'fztv-backup-command-'))
t.teardown(() => rmSync(dir, { recursive: true, force: true }))

t.test('no database where DATABASE_URL points (the settings file not loaded): one line, status 1', async (t) => {
  const missing = join(dir, 'nowhere', 'app.db')
  const { status, lines } = runBackupScript({ DATABASE_URL: `file:${missing}` }, [join(dir, 'backups')])
  t.equal(status, 1)
  t.equal(lines.length, 1, `one line: ${lines.join('\n')}`)
  t.match(lines[0], /^Backup failed: no database at .*nowhere\/app\.db .*\/etc\/from-zero-to-vibe\.env/)
})

t.test("a backup by hand gets the timer's modes whatever the shell's umask: files 0640, folders 0750", async (t) => {
  const databaseFile = join(dir, 'modes', 'app.db')
  migrate(`file:${databaseFile}`)
  const backups = join(dir, 'modes', 'backups')
  // Root's usual umask, which made hand-made backups 0644 while the timer's (UMask=0027) were 0640.
  const umask = process.umask(0o022)
  t.teardown(() => process.umask(umask))
  const { status, lines } = runBackupScript({ DATABASE_URL: `file:${databaseFile}` }, [backups])
  t.equal(status, 0, lines.join('\n'))
  const [backup] = readdirSync(backups)
  t.equal((statSync(join(backups, backup as string)).mode & 0o777).toString(8), '640', 'the backup file')
  t.equal((statSync(backups).mode & 0o777).toString(8), '750', 'the folder it made')
})

t.test('a PostgreSQL DATABASE_URL: one line pointing to pg_dump, status 1', async (t) => {
  const { status, lines } = runBackupScript({ DATABASE_URL: 'postgresql://u:p@127.0.0.1:1/x' })
  t.equal(status, 1)
  t.equal(lines.length, 1, `one line: ${lines.join('\n')}`)
  t.match(lines[0], /^Backup failed: .*pg_dump/)
})

t.test('a bad setting: one line naming it, status 1', async (t) => {
  const { status, lines } = runBackupScript({ DATABASE_URL: `file:${join(dir, 'app.db')}`, BACKUP_KEEP: 'lots' })
  t.equal(status, 1)
  t.equal(lines.length, 1, `one line: ${lines.join('\n')}`)
  t.match(lines[0], /^Backup failed: configuration error: BACKUP_KEEP/)
})

t.test('through npm, as the docs run it: status non-zero, no stack trace', async (t) => {
  const result = spawnSync('npm', ['run', 'backup'], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: `file:${join(dir, 'missing.db')}`, npm_config_update_notifier: 'false' },
    encoding: 'utf8',
  })
  const output = `${result.stdout}${result.stderr}`
  t.not(result.status, 0)
  t.match(output, /^Backup failed: no database at /m)
  t.notMatch(output, /^\s+at /m, 'no stack trace')
})
