/**
 * The PostgreSQL and Redis that scripts/test.mjs starts (scripts/test-services.mjs).
 * Without them, tests that need them are skipped with the reason it gives.
 */
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import pg from 'pg'
import { redisServerBinary, serviceDirectory, startRedis, unprivileged } from '../../scripts/test-services.mjs'

const postgresqlUrl = process.env.TEST_POSTGRES_URL

/** The `skip` option of a test that needs PostgreSQL: false, or why it cannot run. */
export const needsPostgresql: false | string = !postgresqlUrl && (process.env.TEST_POSTGRES_SKIP ?? 'TEST_POSTGRES_URL is not set')
/** The `skip` option of a test that runs its own Redis (privateRedis()): false, or why it cannot run. */
export const needsRedis: false | string = !redisServerBinary() && 'Redis is not installed (apt-get install redis-server)'

/** A new, empty PostgreSQL database for one test, dropped by `drop()`. */
export async function freshPostgresqlDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fztv_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: postgresqlUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(postgresqlUrl as string)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: postgresqlUrl })
      await again.connect()
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await again.end()
    },
  }
}

/**
 * A Redis of the test's own (a test that stops Redis on purpose must not stop
 * anyone else's), run as an unprivileged user like the others. `restart()`
 * brings it back, empty, on the same port.
 */
export async function privateRedis() {
  const user = unprivileged()
  const dir = serviceDirectory(user)
  let started = await startRedis(dir, user)
  if (started.skip !== undefined) throw new Error(started.skip)
  const port = started.port
  return {
    url: started.url,
    port,
    stop() {
      if (started.skip === undefined) started.stop()
    },
    async restart() {
      started = await startRedis(dir, user, port)
    },
    remove() {
      this.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
