// Every setting is an environment variable, read in server/config.ts, listed
// with its default in .env.example and in the README; a bad value stops the
// server at start with one line naming the variable.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { ENVIRONMENT_VARIABLES, projectRoot } from '../../server/config.ts'

const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8')

t.test('every variable the server reads is in .env.example and the README', async (t) => {
  const variables = ENVIRONMENT_VARIABLES
  t.ok(variables.includes('DATABASE_URL') && variables.includes('REDIS_URL'), `found ${variables.join(', ')}`)
  const example = read('.env.example')
  const readme = read('README.md')
  for (const name of variables) {
    t.match(example, new RegExp(`^#? ?${name}=`, 'm'), `.env.example lists ${name}`)
    t.match(readme, new RegExp(`\\| \`${name}\` +\\|`), `the README's table lists ${name}`)
  }
})

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
