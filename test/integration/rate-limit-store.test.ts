// Rate limits shared through Redis by several instances, and what happens when
// Redis goes away: each instance keeps limiting from its own memory, logs it,
// and shares again once Redis is back. Uses a private redis-server (killed and
// restarted mid-test); skipped, with the reason, where Redis is not installed.
import { Redis } from 'ioredis'
import t from 'tap'
import { redisStoreWithFallback } from '../../server/rate-limits/rate-limit-store.ts'
import { rateLimitedFormApp } from '../helpers/rate-limited-app.ts'
import { needsRedis, privateRedis } from '../helpers/services.ts'

/** One app server counting in Redis, its log lines kept in `logs`. */
function instance(redis: Redis, logs: string[]) {
  return rateLimitedFormApp((app) => redisStoreWithFallback(redis, app.log), {
    level: 'info',
    stream: { write: (line: string) => logs.push(line) },
  })
}

t.test('shared limits through Redis, per-instance limits while it is away', { skip: needsRedis }, async (t) => {
  const server = await privateRedis()
  t.teardown(() => server.remove())
  const { port } = server
  const connect = () => new Redis({ port, host: '127.0.0.1', enableOfflineQueue: false, maxRetriesPerRequest: 0 })
  const [redisA, redisB] = [connect(), connect()]
  for (const redis of [redisA, redisB]) redis.on('error', () => {})
  t.teardown(() => {
    redisA.disconnect()
    redisB.disconnect()
  })
  await Promise.all([redisA, redisB].map((redis) => new Promise((resolve) => redis.once('ready', resolve))))
  const logsA: string[] = []
  const [a, b] = [await instance(redisA, logsA), await instance(redisB, [])]
  t.teardown(() => Promise.all([a.close(), b.close()]))
  const post = (app: typeof a) => app.inject({ method: 'POST', url: '/form', remoteAddress: '203.0.113.7' })

  t.same([(await post(a)).statusCode, (await post(b)).statusCode, (await post(a)).statusCode], [200, 200, 200])
  t.equal((await post(b)).statusCode, 429, 'the fourth post in a minute is refused, whichever instance gets it')
  t.equal(
    (await a.inject({ method: 'POST', url: '/form', remoteAddress: '198.51.100.1' })).statusCode,
    200,
    'another client is not affected',
  )

  server.stop()
  await new Promise((resolve) => redisA.once('close', resolve))
  const whileAway = []
  for (let index = 0; index < 4; index += 1) whileAway.push((await post(a)).statusCode)
  t.same(whileAway, [200, 200, 200, 429], 'without Redis the instance still limits, from its own memory')
  t.ok(
    logsA.some((line) => /Redis unavailable/.test(line)),
    'and logs that it fell back',
  )
  t.equal(logsA.filter((line) => /Redis unavailable/.test(line)).length, 1, 'once, not per request')

  await server.restart()
  await new Promise((resolve) => (redisA.status === 'ready' ? resolve(null) : redisA.once('ready', resolve)))
  t.equal((await post(a)).statusCode, 200, 'Redis is back (empty): counting starts again there')
  t.ok(
    logsA.some((line) => /Redis is back/.test(line)),
    'and the return is logged',
  )
})
