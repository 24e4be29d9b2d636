// Two app servers behind one load balancer, as docs/scaling.md describes:
// real server processes sharing one PostgreSQL database and one Redis. A
// message posted to one is read through the other; one client's limit is
// shared by both; when Redis dies, both keep serving pages and each keeps its
// own limit, and says so in its log. Skipped, with the reason, where
// PostgreSQL or Redis is not installed (.ci/run installs both).
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import t from 'tap'
import { projectRoot } from '../../server/config.ts'
import { BROWSER_HEADERS } from '../helpers/app.ts'
import { freePort } from '../helpers/ports.ts'
import { freshPostgresqlDatabase, needsPostgresql, needsRedis, privateRedis } from '../helpers/services.ts'

interface Instance {
  base: string
  log: () => string
  process: ChildProcess
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server', 'index.ts')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const base = `http://127.0.0.1:${port}`
  for (const deadline = Date.now() + 30_000; ; ) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`instance did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { base, log: () => output, process: child }
}

const message = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Two servers',
  category: 'feedback',
  message: 'Sent to one instance, read through the other.',
  urgency: 'medium',
}

function postJson(instance: Instance, path: string, body: unknown) {
  return fetch(`${instance.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

t.test('two instances share PostgreSQL and Redis', { skip: needsPostgresql || needsRedis }, async (t) => {
  const database = await freshPostgresqlDatabase()
  t.teardown(database.drop)
  const redis = await privateRedis()
  t.teardown(() => redis.remove())
  const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, RATE_LIMIT_MAX: '3' }
  const [a, b] = await Promise.all([startInstance(env), startInstance(env)])
  t.teardown(() => {
    a.process.kill('SIGKILL')
    b.process.kill('SIGKILL')
  })

  t.test('a subscriber added through one instance is known to the other', async (t) => {
    t.equal((await postJson(a, '/api/subscribe', { email: 'reader@example.com' })).status, 201, 'new on A')
    t.equal((await postJson(b, '/api/subscribe', { email: 'Reader@Example.com' })).status, 200, 'already subscribed, says B')
  })

  t.test("one client's limit is shared by both", async (t) => {
    const statuses = []
    for (const instance of [a, b, a, b]) statuses.push((await postJson(instance, '/api/contact', message)).status)
    t.same(statuses, [201, 201, 201, 429], 'the fourth message in a minute is refused, whichever instance gets it')
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    const stored = await client.query('SELECT COUNT(*)::int AS count FROM "ContactMessage"')
    await client.end()
    t.equal(stored.rows[0].count, 3, 'the three accepted messages are in the shared database')
  })

  t.test('without Redis, pages still answer and each instance limits on its own', async (t) => {
    redis.stop()
    for (const instance of [a, b]) {
      const page = await fetch(`${instance.base}/guide`, { headers: BROWSER_HEADERS })
      t.equal(page.status, 200, `${instance.base}: pages answer`)
    }
    // Sign-ups are counted in the instance's memory now, from zero.
    const statuses = []
    for (let index = 0; index < 4; index += 1)
      statuses.push((await postJson(a, '/api/subscribe', { email: `n${index}@example.com` })).status)
    t.same(statuses.slice(0, 3), [201, 201, 201], 'the allowance still applies')
    t.equal(statuses[3], 429, 'and the limit still holds, from memory')
    t.match(a.log(), /Redis unavailable/, 'the fallback is logged')
  })
})
