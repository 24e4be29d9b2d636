// Crashes: the real server is killed with SIGKILL ten times in the middle of
// a write load and restarted each time on the same database. Afterwards
// PRAGMA integrity_check is ok and every message that got a 201 is stored.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import t from 'tap'
import { startServer } from '../helpers/server-process.ts'
import { startWriteLoad, storedSubjects } from './write-load.ts'

const ROUNDS = 10
const CONNECTIONS = 20

t.test(`${ROUNDS} SIGKILLs under write load lose no acknowledged message`, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-crash-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const databaseFile = join(dir, 'app.db')
  const acknowledged: string[] = []
  let refused = 0
  for (let round = 1; round <= ROUNDS; round++) {
    const server = await startServer({ DATABASE_URL: `file:${databaseFile}`, RATE_LIMIT_MAX: '1000000' })
    const load = startWriteLoad(server.url, { connections: CONNECTIONS, prefix: `round ${round}` })
    // Kill once writes are flowing, at a different moment each round.
    while (load.acknowledged.length < 50) await new Promise((resolve) => setTimeout(resolve, 20))
    await new Promise((resolve) => setTimeout(resolve, 100 + ((round * 137) % 400)))
    server.child.kill('SIGKILL')
    await server.exited
    await load.stop()
    acknowledged.push(...load.acknowledged)
    refused += load.refused
    t.pass(`round ${round}: killed after ${load.acknowledged.length} acknowledged messages`)
  }

  const db = new Database(databaseFile, { readonly: true })
  t.teardown(() => db.close())
  t.same(db.pragma('integrity_check'), [{ integrity_check: 'ok' }], 'integrity_check ok')
  const stored = storedSubjects(db)
  const lost = acknowledged.filter((subject) => !stored.has(subject))
  console.log(
    `crash: ${ROUNDS} SIGKILL rounds, ${acknowledged.length} messages acknowledged, ${stored.size} rows found, ${lost.length} acknowledged messages missing`,
  )
  t.same(lost, [], 'every acknowledged message is stored')
  t.equal(refused, 0, 'no message was refused')
  t.ok(stored.size >= acknowledged.length, 'rows include every acknowledged message (and perhaps some whose answer the kill cut off)')
})
