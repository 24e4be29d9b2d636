// The real entry point: migrates a new database, listens on PORT, answers,
// and exits cleanly on SIGTERM.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { projectRoot } from '../../server/config.ts'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitForHealth(url: string, deadline: number): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url)
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

t.test('server/index.ts starts on a fresh database and stops on SIGTERM', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-process-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const port = await freePort()
  const databaseFile = join(dir, 'nested', 'app.db')
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server', 'index.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `file:${databaseFile}`, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })

  const health = await waitForHealth(`http://127.0.0.1:${port}/healthz`, Date.now() + 20_000)
  t.equal(health.status, 200, 'healthy')
  t.ok(existsSync(databaseFile), 'the database file was created in a new folder')
  const home = await fetch(`http://127.0.0.1:${port}/`)
  t.match(await home.text(), /<h1>From Zero to Vibe<\/h1>/, 'serves the home page')

  child.kill('SIGTERM')
  t.equal(await exited, 0, `exits with status 0 after SIGTERM${output ? `\n${output}` : ''}`)
})
