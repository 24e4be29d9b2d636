/**
 * `npm run backup [path]`: a consistent copy of the live database, safe while
 * the site is running. Without a path it goes to BACKUP_DIR (data/backups) with
 * the time in its name, and only the newest BACKUP_KEEP copies are kept there.
 * A path ending in .db is written as that file; another path is used as the
 * folder. Restoring is described in the README and docs/deploy.md.
 *
 * A backup that cannot be made (no database where DATABASE_URL points, usually
 * because the settings file was not loaded; a PostgreSQL URL; a bad setting;
 * a full disk) ends with one line saying what to do and status 1, not a stack
 * trace. Run as root on a database or folder another user owns (the service's),
 * it refuses: root's files there would make the nightly backup, run as that
 * user, fail from then on.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { databaseKind, sqlitePath } from '../server/config.ts'
import { backupDatabase, backupFolder } from '../server/db/backup.ts'
import { databaseFault } from '../server/db/faults.ts'
import { oneLineFailures } from './one-line-failures.ts'

const { fail, readConfigOrFail } = oneLineFailures('Backup')

// The timer's unit sets UMask=0027; a backup run by hand (runuser from root's
// shell, umask 0022) gets the same modes: files 0640, folders 0750, never
// readable by other users.
process.umask(0o027)

const config = readConfigOrFail()
if (databaseKind(config.databaseUrl) === 'postgresql')
  fail('DATABASE_URL is a PostgreSQL database; npm run backup copies SQLite files. Use pg_dump (docs/scaling.md).')
const databaseFile = sqlitePath(config.databaseUrl)
if (!existsSync(databaseFile))
  fail(
    `no database at ${databaseFile} (DATABASE_URL=${process.env.DATABASE_URL ?? '(not set)'}). ` +
      "Load the site's settings first, e.g. set -a; . /etc/from-zero-to-vibe.env; set +a",
  )
// npm runs scripts from the project folder; a relative path means one from where the command was typed.
const target = process.argv[2] ? resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]) : config.backupDir

/** The login name of a user id, from /etc/passwd (the id itself when it has none). */
function userName(uid: number): string {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.split(':')[2] === String(uid))
  return line?.split(':')[0] ?? String(uid)
}

if (process.getuid?.() === 0) {
  for (const path of [databaseFile, backupFolder(target)]) {
    const owner = existsSync(path) ? statSync(path).uid : 0
    if (owner === 0) continue
    const user = userName(owner)
    fail(
      `not as root: ${path} belongs to ${user}, and files root makes there would stop ${user}'s nightly backup. ` +
        `Run it as ${user}: systemctl start from-zero-to-vibe-backup, or runuser -u ${user} -- sh -c 'set -a; . /etc/from-zero-to-vibe.env; exec npm run backup'`,
    )
  }
}

const started = Date.now()
try {
  const { file, removed } = backupDatabase(databaseFile, target, { keep: config.backupKeep })
  console.log(`Backed up ${databaseFile} to ${file} in ${Date.now() - started} ms`)
  for (const old of removed) console.log(`Removed old backup ${old} (BACKUP_KEEP=${config.backupKeep})`)
} catch (error) {
  const fault = databaseFault(error)
  if (fault?.kind === 'disk-full')
    fail(
      `the disk holding ${backupFolder(target)} is full (${fault.code}): the unfinished copy was removed and no older backup was deleted. ` +
        `Free space (df -h ${backupFolder(target)}) and run it again`,
    )
  fail(`${databaseFile} to ${target}: ${error instanceof Error ? error.message : String(error)}`)
}
