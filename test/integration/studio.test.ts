// `npm run studio` (the README's and docs/deploy.md's support workflow) opens
// Prisma Studio on the site's database, SQLite or PostgreSQL: Studio answers on
// STUDIO_PORT, reads the site's tables through its own API, and SIGTERM to the
// `npm` process stops it (port closed, no process left behind). On PostgreSQL
// it used to fail at once (Prisma 7's studio has no --schema option), and a
// stopped `npm run studio` used to leave Studio running as an orphan.
// The PostgreSQL half needs the server scripts/test.mjs starts; without it the
// test is skipped with the reason (npm test installs PostgreSQL when missing, so it runs).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { runNpmScript, stopWithSigterm, waitForHttp } from '../helpers/npm-script.ts'
import { freePort } from '../helpers/ports.ts'
import { freshPostgresqlDatabase, needsPostgresql } from '../helpers/services.ts'

// Studio takes 5-15 s to start on two busy cores; two of them.
t.setTimeout(180_000)

async function studioServesTheDatabase(t: Test, databaseUrl: string) {
  const port = await freePort()
  const studio = runNpmScript('studio', { DATABASE_URL: databaseUrl, STUDIO_PORT: String(port) })
  t.teardown(() => {
    if (studio.child.exitCode === null) studio.child.kill('SIGKILL')
  })
  const page = await waitForHttp(`http://127.0.0.1:${port}/`, studio, 90_000)
  t.equal(page.status, 200, 'Studio answers on STUDIO_PORT')
  t.match(await page.text(), /__STUDIO_CONFIG__/, "it is Prisma Studio's page")
  // Studio's own API, as its page uses it: the site's table is there (migrated first) and readable.
  const query = await fetch(`http://127.0.0.1:${port}/bff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ procedure: 'query', query: { sql: 'SELECT count(*) AS n FROM "ContactMessage"', parameters: [] } }),
  })
  const [error, rows] = (await query.json()) as [unknown, { n: number | string }[]]
  t.equal(error, null, `Studio queried the database: ${JSON.stringify(error)}`)
  t.equal(Number(rows?.[0]?.n), 0, 'and read the (empty) ContactMessage table')
  t.notMatch(studio.output(), /unknown or unexpected option/, 'no option Prisma 7 lacks')

  const stopped = await stopWithSigterm(studio, port, 5000)
  t.notOk(stopped.portOpen, 'SIGTERM to npm closes the port within 5 s')
  t.same(stopped.survivors, [], 'and leaves no process behind')
}

t.test('npm run studio on SQLite', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-studio-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  await studioServesTheDatabase(t, `file:${join(dir, 'app.db')}`)
})

t.test('npm run studio on PostgreSQL', { skip: needsPostgresql }, async (t) => {
  const database = await freshPostgresqlDatabase()
  t.teardown(database.drop)
  await studioServesTheDatabase(t, database.url)
})
