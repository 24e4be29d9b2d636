// A bad setting stops the server at start with one line naming the variable.
// (That every setting is listed in .env.example and the README is a
// convention: test/conventions/settings-documented.test.ts.)
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import t from 'tap'
import { projectRoot } from '../../server/config.ts'

/** Runs the real entry point with one variable set, to the end. */
function start(name: string, value: string): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server', 'index.ts')], {
      env: { ...process.env, [name]: value },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    // A server that did start would keep running: stop it, and the test fails on its status.
    const timer = setTimeout(() => child.kill('SIGKILL'), 40_000)
    child.on('close', (status) => {
      clearTimeout(timer)
      resolve({ status, stderr })
    })
  })
}

t.test('a bad value stops the server with one line naming the variable', async (t) => {
  const cases = [
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://db/site'],
    ['REDIS_URL', 'localhost:6379'],
    ['RATE_LIMIT_MAX', '0'],
    ['TRUST_PROXY', 'maybe'],
    ['PUBLIC_URL', 'example.com'],
    ['LOG_LEVEL', 'loud'],
  ] as const
  // In parallel: each is a whole Node start-up.
  const results = await Promise.all(cases.map(([name, value]) => start(name, value)))
  cases.forEach(([name, value], index) => {
    const { status, stderr } = results[index] as { status: number | null; stderr: string }
    t.equal(status, 1, `${name}=${value}: exit status 1`)
    const lines = stderr.trim().split('\n')
    t.equal(lines.length, 1, `${name}: one line`)
    t.match(lines[0], new RegExp(`^Configuration error: ${name} `), `${name}: named first`)
  })
})
