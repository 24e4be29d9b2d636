/**
 * Online backups of the live database (`npm run backup`). VACUUM INTO copies
 * the database as one read transaction: a consistent snapshot of every write
 * committed before it began, taken while the site keeps writing (in WAL mode
 * readers never block the writer). The copy is written under a temporary name
 * and renamed, so a backup file is always complete; one that fails (a full
 * disk) is removed, and older backups are pruned only after a new one exists.
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname, extname, join } from 'node:path'
import Database from 'better-sqlite3'

interface BackupResult {
  /** The new backup file. */
  file: string
  /** Older backups deleted to keep the configured number. */
  removed: string[]
}

/** app-2026-11-23T17-40-05-123Z.db: sortable by name, safe on every file system. */
function timestampedName(databaseFile: string, now: Date): string {
  const stem = basename(databaseFile, extname(databaseFile))
  return `${stem}-${now.toISOString().replaceAll(':', '-').replace('.', '-')}.db`
}

/** The folder a backup to `target` is written in: `target` itself, or the folder of a file ending in .db. */
export function backupFolder(target: string): string {
  return extname(target) === '.db' ? dirname(target) : target
}

/** Writes a consistent copy of `databaseFile` to `target` (a file ending in .db, or a folder that gets a timestamped name). */
export function backupDatabase(
  databaseFile: string,
  target: string,
  { keep, now = new Date() }: { keep: number; now?: Date },
): BackupResult {
  const intoFolder = backupFolder(target) === target
  const file = intoFolder ? join(target, timestampedName(databaseFile, now)) : target
  mkdirSync(backupFolder(target), { recursive: true })
  const partial = `${file}.partial`
  rmSync(partial, { force: true })
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true })
  try {
    // Wait for a writer's lock instead of failing at once.
    db.pragma('busy_timeout = 5000')
    db.prepare('VACUUM INTO ?').run(partial)
    renameSync(partial, file)
  } catch (error) {
    // A copy cut short (a full disk) is no backup: remove it, and prune nothing.
    rmSync(partial, { force: true })
    throw error
  } finally {
    db.close()
  }
  return { file, removed: intoFolder ? pruneBackups(target, databaseFile, keep) : [] }
}

/** Deletes all but the newest `keep` backups of this database in `folder` (names sort by time). */
function pruneBackups(folder: string, databaseFile: string, keep: number): string[] {
  const stem = basename(databaseFile, extname(databaseFile))
  const pattern = new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d{4}-\\d{2}-\\d{2}T[\\d-]+Z\\.db$`)
  const backups = readdirSync(folder)
    .filter((name) => pattern.test(name))
    .sort()
  const removed = backups.slice(0, Math.max(0, backups.length - keep)).map((name) => join(folder, name))
  for (const file of removed) rmSync(file)
  return removed
}
