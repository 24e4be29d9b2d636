// `npm start` under a process manager or in a container: the manager signals
// the `npm` process it started, and that must stop the site. npm passes
// SIGTERM to its child, the shell running the script, which used to die
// without passing it on, leaving node serving as an orphan on the port.
// The script now `exec`s, so npm's child is the server itself.
// (`npm run studio` is checked the same way in studio.test.ts.)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { runNpmScript, stopWithSigterm, waitForHttp } from '../helpers/npm-script.ts'
import { freePort } from '../helpers/ports.ts'

// npm start builds first when the build is missing or stale (npm test builds before tap, so it is current there).
t.setTimeout(300_000)

t.test('SIGTERM to the npm start process stops the server: port closed, no process left', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-npm-start-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const port = await freePort()
  const start = runNpmScript('start', { DATABASE_URL: `file:${join(dir, 'app.db')}`, PORT: String(port), HOST: '127.0.0.1' })
  t.teardown(() => {
    if (start.child.exitCode === null) start.child.kill('SIGKILL')
  })
  const health = await waitForHttp(`http://127.0.0.1:${port}/healthz`, start, 240_000)
  t.equal(health.status, 200, 'the site answers')

  const stopped = await stopWithSigterm(start, port, 5000)
  t.notOk(stopped.portOpen, 'the port is closed within 5 s')
  t.same(stopped.survivors, [], 'no process npm started is left')
  t.match(start.output(), /SIGTERM received/, 'the server itself got the signal and stopped gracefully')
  t.equal(stopped.npmExit, 0, "npm exits with the server's status, 0")
})
