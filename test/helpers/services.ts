/**
 * The PostgreSQL and Redis that scripts/test.mjs starts (scripts/test-services.mjs).
 * Without them, tests that need them are skipped with the reason it gives.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export const postgresqlUrl = process.env.TEST_POSTGRES_URL
export const redisUrl = process.env.TEST_REDIS_URL

/** The `skip` option of a test that needs PostgreSQL: false, or why it cannot run. */
export const needsPostgresql: false | string = !postgresqlUrl && (process.env.TEST_POSTGRES_SKIP ?? 'TEST_POSTGRES_URL is not set')
/** The `skip` option of a test that needs Redis as well as PostgreSQL. */
export const needsPostgresqlAndRedis: false | string =
  needsPostgresql || (!redisUrl && (process.env.TEST_REDIS_SKIP ?? 'TEST_REDIS_URL is not set'))

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
