// Two app servers behind one load balancer, as docs/scaling.md describes:
// real server processes sharing one PostgreSQL database and one Redis. A
// message posted to one is read through the other; one client's limit is
// shared by both; when Redis dies, both keep serving pages and each keeps its
// own limit, and says so in its log. Skipped, with the reason, where
// PostgreSQL or Redis is not installed (npm test installs both when missing).
import t from 'tap'
import { BROWSER_HEADERS } from '../helpers/app.ts'
import { fetchPostJson } from '../helpers/post.ts'
import { outputMatching, startServer } from '../helpers/server-process.ts'
import { freshPostgresqlDatabase, needsPostgresql, needsRedis, privateRedis } from '../helpers/services.ts'

const message = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Two servers',
  category: 'feedback',
  message: 'Sent to one instance, read through the other.',
  urgency: 'medium',
}

t.test('two instances share PostgreSQL and Redis', { skip: needsPostgresql || needsRedis }, async (t) => {
  const database = await freshPostgresqlDatabase()
  t.teardown(database.drop)
  const redis = await privateRedis()
  t.teardown(() => redis.remove())
  const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, RATE_LIMIT_MAX: '3', LOG_LEVEL: 'info' }
  // Two servers compiling their TypeScript at once, beside the rest of the suite on 2 cores: 30 s was once too short in CI.
  const [a, b] = await Promise.all([startServer(env, { timeoutMs: 90_000 }), startServer(env, { timeoutMs: 90_000 })])
  t.teardown(() => {
    a.child.kill('SIGKILL')
    b.child.kill('SIGKILL')
  })

  t.test('a subscriber added through one instance is known to the other', async (t) => {
    t.equal((await fetchPostJson(a.url, '/api/subscribe', { email: 'reader@example.com' })).status, 201, 'new on A')
    t.equal((await fetchPostJson(b.url, '/api/subscribe', { email: 'Reader@Example.com' })).status, 200, 'already subscribed, says B')
  })

  t.test("one client's limit is shared by both", async (t) => {
    const statuses = []
    for (const instance of [a, b, a, b]) statuses.push((await fetchPostJson(instance.url, '/api/contact', message)).status)
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
      const page = await fetch(`${instance.url}/guide`, { headers: BROWSER_HEADERS })
      t.equal(page.status, 200, `${instance.url}: pages answer`)
    }
    // Sign-ups are counted in the instance's memory now, from zero.
    const statuses = []
    for (let index = 0; index < 4; index += 1)
      statuses.push((await fetchPostJson(a.url, '/api/subscribe', { email: `n${index}@example.com` })).status)
    t.same(statuses.slice(0, 3), [201, 201, 201], 'the allowance still applies')
    t.equal(statuses[3], 429, 'and the limit still holds, from memory')
    t.match(await outputMatching(a, /Redis unavailable/), /Redis unavailable/, 'the fallback is logged')
  })
})
