// Load: 5,000 valid messages over 50 connections to the real server (limits
// raised) give exactly 5,000 rows, no duplicates, none lost; the throughput is
// printed. The server's captured log stays structured JSON and holds no
// message body and no email address.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import t from 'tap'
import { startServer } from '../helpers/server-process.ts'
import { startWriteLoad, storedSubjects } from './write-load.ts'

const MESSAGES = 5_000
const CONNECTIONS = 50

t.test(`${MESSAGES} messages over ${CONNECTIONS} connections: every one stored once, and the log keeps them private`, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-load-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const databaseFile = join(dir, 'app.db')
  const server = await startServer({ DATABASE_URL: `file:${databaseFile}`, RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'info' })
  t.teardown(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
  })

  const started = process.hrtime.bigint()
  const load = startWriteLoad(server.url, { connections: CONNECTIONS, prefix: 'load', total: MESSAGES })
  await load.finished
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  console.log(
    `load: ${MESSAGES} messages over ${CONNECTIONS} connections in ${seconds.toFixed(2)} s = ${Math.round(MESSAGES / seconds)} messages/s`,
  )
  t.equal(load.acknowledged.length, MESSAGES, 'every message answered 201')
  t.equal(load.refused, 0, 'none refused')

  server.child.kill('SIGTERM')
  t.equal(await server.exited, 0, 'the server stops cleanly')

  const db = new Database(databaseFile, { readonly: true })
  t.teardown(() => db.close())
  const rows = db.prepare('SELECT COUNT(*) AS count, COUNT(DISTINCT subject) AS distinctSubjects FROM ContactMessage').get() as {
    count: number
    distinctSubjects: number
  }
  console.log(`load: rows expected ${MESSAGES}, found ${rows.count} (${rows.distinctSubjects} distinct)`)
  t.equal(rows.count, MESSAGES, `exactly ${MESSAGES} rows`)
  t.equal(rows.distinctSubjects, MESSAGES, 'no duplicates')
  const stored = storedSubjects(db)
  t.same(
    load.acknowledged.filter((subject) => !stored.has(subject)),
    [],
    'none lost',
  )

  const lines = server.output().split('\n').filter(Boolean)
  t.ok(lines.length >= MESSAGES, `the log has a line per stored message at least (${lines.length} lines)`)
  const notJson = lines.filter((line) => {
    try {
      return typeof JSON.parse(line) !== 'object'
    } catch {
      return true
    }
  })
  t.same(notJson.slice(0, 3), [], 'every log line is JSON')
  const log = lines.join('\n')
  t.notMatch(log, /load-tester-\d+@example\.com/, 'no email address in the log')
  t.notMatch(log, /@example\.com/, 'not even a domain part of one')
  t.notMatch(log, /Load test message body/, 'no message body in the log')
  t.notMatch(log, /Load Tester/, 'no name in the log')
  t.match(log, /"msg":"contact message stored"/, 'stored messages are logged, by id')
})
