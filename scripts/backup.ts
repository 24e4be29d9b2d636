/**
 * `npm run backup [path]`: a consistent copy of the live database, safe while
 * the site is running. Without a path it goes to BACKUP_DIR (data/backups) with
 * the time in its name, and only the newest BACKUP_KEEP copies are kept there.
 * A path ending in .db is written as that file; another path is used as the
 * folder. Restoring is described in the README.
 */
import { resolve } from 'node:path'
import { readConfig, sqlitePath } from '../server/config.ts'
import { backupDatabase } from '../server/db/backup.ts'

const config = readConfig()
// npm runs scripts from the project folder; a relative path means one from where the command was typed.
const target = process.argv[2] ? resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]) : config.backupDir
const started = Date.now()
const { file, removed } = backupDatabase(sqlitePath(config.databaseUrl), target, { keep: config.backupKeep })
console.log(`Backed up ${sqlitePath(config.databaseUrl)} to ${file} in ${Date.now() - started} ms`)
for (const old of removed) console.log(`Removed old backup ${old} (BACKUP_KEEP=${config.backupKeep})`)
