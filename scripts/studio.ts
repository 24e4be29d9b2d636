// `npm run studio`: opens Prisma Studio on the site's own database (the same
// DATABASE_URL the server reads, SQLite or PostgreSQL), migrated first so every
// table is there.
//
// `npm run studio -- <file.db>`: opens a SQLite file that is not the live
// database (a copy set aside by a restore, a backup) without migrating it and
// without writing to it: Studio is given a snapshot in a temporary folder, so
// the file, and the -wal beside it, stay exactly as they were. A file that
// cannot be read is one line saying why, never a stack trace.
import { accessSync, constants, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { databaseKind } from '../server/config.ts'
import { databaseFault } from '../server/db/faults.ts'
import { migrateDatabase } from '../server/db/migrate.ts'
import { oneLineFailures } from './one-line-failures.ts'
import { runPrismaUntilStopped } from './prisma.mjs'

const { fail, readConfigOrFail } = oneLineFailures('Studio')

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The outermost folder on the way to `file` that this user may not enter, if any. */
function folderNotEntered(file: string): string | undefined {
  const folders: string[] = []
  for (let folder = dirname(file); folder !== dirname(folder); folder = dirname(folder)) folders.unshift(folder)
  return folders.find((folder) => {
    try {
      accessSync(folder, constants.X_OK)
      return false
    } catch {
      return true
    }
  })
}

/** Fails with the reason `file` cannot be looked at: missing, or behind a folder this user may not enter. */
function mustReach(file: string): void {
  try {
    statSync(file)
  } catch (error) {
    const folder = (error as NodeJS.ErrnoException).code === 'EACCES' ? folderNotEntered(file) : undefined
    if (!folder) fail(`no database at ${file}`)
    fail(
      `cannot reach ${file}: this user may not enter the folder ${folder} (ls -ld ${folder}). ` +
        `Run Studio as a user who may, e.g. the site's: runuser -u fztv -- npm run studio -- ${file}`,
    )
  }
}

/** A consistent copy of `file` (with what its -wal holds) in a new temporary folder, read through a read-only connection. */
function snapshot(file: string): string {
  mustReach(file)
  const folder = mkdtempSync(join(tmpdir(), 'fztv-studio-'))
  const copy = join(folder, 'snapshot.db')
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true })
    try {
      db.prepare('VACUUM INTO ?').run(copy)
    } finally {
      db.close()
    }
  } catch (error) {
    rmSync(folder, { recursive: true, force: true })
    fail(
      `cannot read ${file} (${reason(error)}): run Studio as a user who may read it and its -wal and -shm files (runuser -u <owner> -- npm run studio -- ${file})`,
    )
  }
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }))
  return copy
}

const config = readConfigOrFail()

const setAside = process.argv[2] ? resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]) : undefined
let url: string
let described: string
if (setAside) {
  url = `file://${snapshot(setAside)}`
  described = `${setAside}, read-only: Studio shows a snapshot, and edits there are not kept`
} else {
  try {
    await migrateDatabase(config.databaseUrl)
  } catch (error) {
    const fault = databaseFault(error)
    fail(
      `cannot bring ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//')} up to date (${fault?.code ?? reason(error)}). ` +
        'To look at a copy set aside or a backup without changing it: npm run studio -- <path to its .db file>',
    )
  }
  const postgresql = databaseKind(config.databaseUrl) === 'postgresql'
  // Studio refuses relative SQLite URLs: give it file:///absolute/path.
  url = postgresql ? config.databaseUrl : `file://${config.databaseUrl.slice('file:'.length)}`
  described = postgresql ? 'the PostgreSQL database in DATABASE_URL' : url
}
const port = process.env.STUDIO_PORT ?? '5555'
console.log(`Prisma Studio for ${described}`)
console.log(`Open http://localhost:${port} in your browser (Ctrl+C stops it).`)
// Prisma 7's studio has no --schema option: it reads the database named by --url.
// Stopping this process (Ctrl+C, or SIGTERM to `npm run studio`) stops Studio too.
process.exit(await runPrismaUntilStopped(['studio', '--browser', 'none', '--port', port, '--url', url]))
