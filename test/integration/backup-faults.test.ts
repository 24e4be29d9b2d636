// `npm run backup` where it must not do what it was asked: onto a full disk
// it fails in one line, removes its unfinished copy and deletes no older
// backup; run as root on a database the service's user owns, it refuses and
// says how to run it as that user (root's files there used to break every
// nightly backup after). Both need root (a tmpfs mount, another user's files).
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import t, { type Test } from 'tap'
import { projectRoot } from '../../server/config.ts'
import { migrate } from '../../server/db/migrate.ts'
import { runBackupScript } from '../helpers/backup-script.ts'
import { cannotMountTmpfs, smallDisk } from '../helpers/mounts.ts'

t.setTimeout(120_000)

const notRoot = process.getuid?.() !== 0 && 'needs root (files of another user)'

/** A database of about 400 KB: too big for what the small disk has left. */
function databaseWithMessages(t: Test): string {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-backup-faults-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'app.db')
  migrate(`file:${file}`)
  const db = new Database(file)
  const insert = db.prepare(
    "INSERT INTO ContactMessage (name, email, subject, category, message, urgency) VALUES ('Ada', 'ada@example.com', ?, 'technical', ?, 'low')",
  )
  for (let i = 0; i < 100; i++) insert.run(`message ${i}`, 'x'.repeat(4000))
  db.close()
  return file
}

t.test(
  'a backup onto a full disk: status 1, one line, no half-written file, the older backup kept',
  { skip: cannotMountTmpfs },
  async (t) => {
    const databaseFile = databaseWithMessages(t)
    const backups = smallDisk(t, '300k')
    // Yesterday's good backup, which BACKUP_KEEP=1 would delete once a new one exists.
    const older = join(backups, 'app-2026-11-26T03-15-00-000Z.db')
    const olderBytes = Buffer.alloc(200 * 1024, 7)
    writeFileSync(older, olderBytes)

    const { status, lines } = runBackupScript({ DATABASE_URL: `file:${databaseFile}`, BACKUP_KEEP: '1' }, [backups])
    t.equal(status, 1, 'non-zero')
    t.equal(lines.length, 1, `one line: ${lines.join('\n')}`)
    t.match(
      lines[0],
      new RegExp(
        `^Backup failed: the disk holding ${backups} is full \\(SQLITE_FULL\\): .*no older backup was deleted. Free space \\(df -h ${backups}\\)`,
      ),
    )
    t.same(readdirSync(backups), ['app-2026-11-26T03-15-00-000Z.db'], 'no partial file, no new file, the older backup still there')
    t.ok(readFileSync(older).equals(olderBytes), 'and unchanged')
  },
)

t.test("run as root on the service user's database: refused, with the command to run it as that user", { skip: notRoot }, async (t) => {
  const databaseFile = databaseWithMessages(t)
  const dataFolder = join(databaseFile, '..')
  for (const path of [dataFolder, databaseFile]) chownSync(path, 65534, 65534)
  const backups = join(dataFolder, 'backups')
  const { status, lines } = runBackupScript({ DATABASE_URL: `file:${databaseFile}` }, [backups])
  t.equal(status, 1)
  t.equal(lines.length, 1, `one line: ${lines.join('\n')}`)
  t.match(
    lines[0],
    new RegExp(
      `^Backup failed: not as root: ${databaseFile} belongs to nobody, .*systemctl start from-zero-to-vibe-backup, or runuser -u nobody -- `,
    ),
  )
  t.same(readdirSync(dataFolder), ['app.db'], 'nothing was written')
  const guide = readFileSync(join(projectRoot, 'docs', 'deploy.md'), 'utf8')
  t.match(guide, /refuses, with one line\s+\(`Backup failed: not as root: /, 'docs/deploy.md quotes that one line as one line')
})
