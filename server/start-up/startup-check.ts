/**
 * The start-up check (`node dist/node/index.js --check`), which deploy/upgrade.sh
 * and deploy/rollback.sh run on a release before the service is switched to
 * it: the release starts as the service would (settings, migrations, app,
 * its first test write), then answers /healthz, a page and a contact message
 * through app.inject, and stops. It never listens, so it runs beside the live
 * site, and on SQLite it works on a copy of the live database, so the live
 * one is neither migrated nor written until the switch.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { databaseKind, sqlitePath } from '../config.ts'
import { backupDatabase } from '../db/backup.ts'

/** A browser's user agent: pages are rendered for people (react-streaming treats a missing one as a bot). */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

interface CheckDatabase {
  /** The database the check starts on. */
  databaseUrl: string
  /** What it is, for the closing line. */
  described: string
  /** Removes the copy. */
  remove(): void
}

/**
 * SQLite: a consistent copy of the live file (VACUUM INTO, safe while the site
 * writes), or an empty file when there is none yet. PostgreSQL: the live
 * database itself, whose migrations only add tables and columns, which the
 * running release does not read.
 */
export function databaseForCheck(databaseUrl: string): CheckDatabase {
  if (databaseKind(databaseUrl) === 'postgresql')
    return { databaseUrl, described: 'the live PostgreSQL database (migrated, no test message)', remove: () => undefined }
  const live = sqlitePath(databaseUrl)
  const folder = mkdtempSync(join(tmpdir(), 'fztv-check-'))
  const copy = join(folder, 'app.db')
  const remove = () => rmSync(folder, { recursive: true, force: true })
  try {
    if (existsSync(live)) backupDatabase(live, copy, { keep: 1 })
  } catch (error) {
    remove()
    throw error
  }
  return { databaseUrl: `file:${copy}`, described: existsSync(live) ? `a copy of ${live}` : 'a new database (none yet)', remove }
}

/** What the release answered wrongly; empty when all is well. */
export async function checkAnswers(app: FastifyInstance, { writeMessage }: { writeMessage: boolean }): Promise<string[]> {
  const problems: string[] = []
  const health = await app.inject({ url: '/healthz' })
  if (health.statusCode !== 200) problems.push(`/healthz answered ${health.statusCode}: ${health.body}`)
  const home = await app.inject({ url: '/', headers: { 'user-agent': BROWSER } })
  if (home.statusCode !== 200 || !home.body.includes('</html>')) problems.push(`the home page answered ${home.statusCode}`)
  if (writeMessage) {
    const message = {
      name: 'Start-up check',
      email: 'start-up-check@example.org',
      subject: 'A message the start-up check stores in its copy of the database',
      category: 'other',
      message: 'Stored in a copy of the database that is removed after the check.',
      urgency: 'low',
    }
    const stored = await app.inject({ method: 'POST', url: '/api/contact', payload: message })
    if (stored.statusCode !== 201) problems.push(`a contact message was answered ${stored.statusCode}: ${stored.body}`)
  }
  return problems
}
