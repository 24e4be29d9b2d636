// `npm run studio` (the README's and docs/deploy.md's support workflow) opens
// Prisma Studio on the site's database, SQLite or PostgreSQL: Studio answers on
// STUDIO_PORT, reads the site's tables through its own API, and SIGTERM to the
// `npm` process stops it (port closed, no process left behind). On PostgreSQL
// it used to fail at once (Prisma 7's studio has no --schema option), and a
// stopped `npm run studio` used to leave Studio running as an orphan.
// The PostgreSQL half needs the server scripts/test.mjs starts; without it the
// test is skipped with the reason (npm test installs PostgreSQL when missing, so it runs).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import t, { type Test } from 'tap'
import { projectRoot } from '../../server/config.ts'
import { migrate } from '../../server/db/migrate.ts'
import { runNpmScript, stopWithSigterm, waitForHttp } from '../helpers/npm-script.ts'
import { freePort } from '../helpers/ports.ts'
import { asNobody, nobodyCannotReadProject } from '../helpers/server-process.ts'
import { freshPostgresqlDatabase, needsPostgresql } from '../helpers/services.ts'

// Studio takes 5-15 s to start on two busy cores; two of them.
t.setTimeout(180_000)

async function studioServesTheDatabase(t: Test, databaseUrl: string, { file, rows = 0 }: { file?: string; rows?: number } = {}) {
  const port = await freePort()
  const studio = runNpmScript('studio', { DATABASE_URL: databaseUrl, STUDIO_PORT: String(port) }, file ? [file] : [])
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
  const [error, found] = (await query.json()) as [unknown, { n: number | string }[]]
  t.equal(error, null, `Studio queried the database: ${JSON.stringify(error)}`)
  t.equal(Number(found?.[0]?.n), rows, `and read the ContactMessage table (${rows} rows)`)
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

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

t.test('npm run studio -- <a copy set aside>: opened without migrating and without a write', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-studio-aside-'))
  t.teardown(() => {
    chmodSync(join(dir, 'aside'), 0o755)
    rmSync(dir, { recursive: true, force: true })
  })
  // A database from an older version (its first migration only), set aside in a folder this user may not write.
  const firstMigration = join(dir, 'migrations')
  const [first] = readdirSync(join(projectRoot, 'prisma', 'migrations')).sort()
  cpSync(join(projectRoot, 'prisma', 'migrations', first as string), join(firstMigration, first as string), { recursive: true })
  mkdirSync(join(dir, 'aside'))
  const file = join(dir, 'aside', 'app.db')
  migrate(`file:${file}`, firstMigration)
  const db = new Database(file)
  db.prepare(
    "INSERT INTO ContactMessage (name, email, subject, category, message) VALUES ('Ada', 'ada@example.com', 'Set aside', 'technical', 'Hello')",
  ).run()
  db.pragma('journal_mode = DELETE')
  db.close()
  chmodSync(join(dir, 'aside'), 0o555)
  const before = sha256(file)

  await studioServesTheDatabase(t, `file:${join(dir, 'live.db')}`, { file, rows: 1 })
  t.equal(sha256(file), before, 'the file set aside is unchanged (not migrated, not written)')
  t.same(readdirSync(join(dir, 'aside')), ['app.db'], 'and nothing was added beside it')
})

t.test('npm run studio -- <a file that is not there>: one line, status 1', async (t) => {
  const missing = join(tmpdir(), 'fztv-no-such-folder', 'app.db')
  const result = spawnSync('npm', ['run', '--silent', 'studio', '--', missing], { cwd: projectRoot, encoding: 'utf8' })
  t.equal(result.status, 1)
  t.equal(`${result.stdout}${result.stderr}`.trim(), `Studio failed: no database at ${missing}`)
})

t.test(
  'npm run studio -- <a file in a folder this user may not enter>: the folder named, not "no database"',
  { skip: 'uid' in asNobody ? nobodyCannotReadProject : 'needs root (to run Studio as another user)' },
  async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'fztv-studio-private-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    chmodSync(dir, 0o755)
    const privateFolder = join(dir, 'private')
    mkdirSync(privateFolder, { mode: 0o700 })
    const file = join(privateFolder, 'app.db')
    migrate(`file:${file}`)
    // As `nobody`, like a support member's account: root may enter any folder. Without tap's hooks, which write in .tap.
    const result = spawnSync('env', ['-u', 'NODE_OPTIONS', process.execPath, '--import', 'tsx', 'scripts/studio.ts', file], {
      cwd: projectRoot,
      encoding: 'utf8',
      ...asNobody,
    })
    const output = `${result.stdout}${result.stderr}`.trim()
    t.equal(result.status, 1, output)
    t.match(output, new RegExp(`^Studio failed: cannot reach ${file}: this user may not enter the folder ${privateFolder} \\(ls -ld `))
  },
)
