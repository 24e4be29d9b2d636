// Every setting is an environment variable, read in server/config.ts, listed
// with its default in .env.example and in the README; a bad value stops the
// server at start with one line naming the variable.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { projectRoot } from '../../server/config.ts'

const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8')

/** The variables server/config.ts reads (env.NAME or env, 'NAME'). */
function variablesRead(): string[] {
  const source = read('server/config.ts')
  const names = [...source.matchAll(/env(?:\.([A-Z][A-Z0-9_]+)|, '([A-Z][A-Z0-9_]+)')/g)].map((match) => match[1] ?? match[2])
  return [...new Set(names as string[])].sort()
}

t.test('every variable the server reads is in .env.example and the README', async (t) => {
  const variables = variablesRead()
  t.ok(variables.includes('DATABASE_URL') && variables.includes('REDIS_URL'), `found ${variables.join(', ')}`)
  const example = read('.env.example')
  const readme = read('README.md')
  for (const name of variables) {
    t.match(example, new RegExp(`^#? ?${name}=`, 'm'), `.env.example lists ${name}`)
    t.match(readme, new RegExp(`\\| \`${name}\` +\\|`), `the README's table lists ${name}`)
  }
})

t.test('a bad value stops the server with one line naming the variable', async (t) => {
  for (const [name, value] of [
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://db/site'],
    ['REDIS_URL', 'localhost:6379'],
    ['RATE_LIMIT_MAX', '0'],
    ['TRUST_PROXY', 'maybe'],
    ['PUBLIC_URL', 'example.com'],
    ['LOG_LEVEL', 'loud'],
  ] as const) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(projectRoot, 'server', 'index.ts')], {
      env: { ...process.env, [name]: value },
      encoding: 'utf8',
      timeout: 20_000,
    })
    t.equal(result.status, 1, `${name}=${value}: exit status 1`)
    const lines = result.stderr.trim().split('\n')
    t.equal(lines.length, 1, `${name}: one line`)
    t.match(lines[0], new RegExp(`^Configuration error: ${name} `), `${name}: named first`)
  }
})
