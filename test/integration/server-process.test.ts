// The real entry point: migrates a new database, listens on PORT, answers,
// and on SIGTERM lets the request in flight finish, refuses new connections
// and exits 0 within 10 s.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import t from 'tap'
import { tokenOpenedAMinuteAgo } from '../helpers/forms.ts'
import { connects } from '../helpers/ports.ts'
import { startServer } from '../helpers/server-process.ts'

t.test(
  'server/index.ts starts on a fresh database, and SIGTERM finishes the request in flight, refuses new ones and exits 0',
  async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'fztv-process-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    const databaseFile = join(dir, 'nested', 'app.db')
    const server = await startServer({ DATABASE_URL: `file:${databaseFile}`, FORM_MIN_FILL_SECONDS: '0' })
    t.teardown(() => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL')
    })
    t.ok(existsSync(databaseFile), 'the database file was created in a new folder')
    const home = await fetch(`${server.url}/`)
    t.match(await home.text(), /<h1>From Zero to Vibe<\/h1>/, 'serves the home page')

    // A message whose body is still arriving when SIGTERM comes.
    const body = JSON.stringify({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Sent across a shutdown',
      category: 'technical',
      message: 'This request was in flight when the server was told to stop.',
      formToken: tokenOpenedAMinuteAgo(),
    })
    let finishBody = () => {}
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${server.url}/api/contact`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (response) => {
          let text = ''
          response.on('data', (chunk) => {
            text += chunk
          })
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
        },
      )
      req.on('error', reject)
      req.write(body.slice(0, 20))
      // The rest follows once the signal has been sent and the port closed.
      finishBody = () => req.end(body.slice(20))
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const signalledAt = Date.now()
    server.child.kill('SIGTERM')
    let refused = false
    for (let i = 0; i < 50 && !refused; i++) {
      refused = !(await connects(server.port))
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    t.ok(refused, 'new connections are refused once SIGTERM arrives')
    finishBody()
    const answer = await inFlight
    t.equal(answer.status, 201, `the request in flight was answered: ${answer.body}`)
    const code = await server.exited
    t.equal(code, 0, `exits with status 0 after SIGTERM\n${server.output()}`)
    t.ok(Date.now() - signalledAt < 10_000, 'within 10 s')
    const db = new Database(databaseFile, { readonly: true })
    t.teardown(() => db.close())
    t.same(db.prepare('SELECT subject FROM ContactMessage').all(), [{ subject: 'Sent across a shutdown' }], 'and its message was stored')
  },
)
