import t from 'tap'
import { ConfigError, projectRoot, readConfig } from '../../server/config.ts'

t.test('defaults', async (t) => {
  const config = readConfig({}, [])
  t.equal(config.port, 3000)
  t.equal(config.host, '127.0.0.1')
  t.equal(config.databaseUrl, `file:${projectRoot}data/app.db`)
  t.equal(config.rateLimitMax, 5)
  t.equal(config.trustProxy, false)
  t.equal(config.publicUrl, 'http://localhost:3000')
  t.equal(config.dev, false)
  t.equal(config.redisUrl, undefined, 'no Redis: limits are kept in memory')
})

t.test('environment overrides', async (t) => {
  const config = readConfig(
    {
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'file:/var/lib/fztv/app.db',
      RATE_LIMIT_MAX: '20',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://example.com/',
    },
    ['--dev'],
  )
  t.match(config, {
    port: 8080,
    host: '0.0.0.0',
    databaseUrl: 'file:/var/lib/fztv/app.db',
    rateLimitMax: 20,
    trustProxy: true,
    publicUrl: 'https://example.com',
    dev: true,
  })
  t.equal(
    readConfig({ DATABASE_URL: 'file:./other.db' }, []).databaseUrl,
    `file:${projectRoot}other.db`,
    'relative paths are taken from the project root',
  )
  t.equal(readConfig({ DATABASE_URL: 'file:///srv/app.db' }, []).databaseUrl, 'file:/srv/app.db', 'file:/// URLs are accepted')
  const postgresql = 'postgresql://fztv:secret@db.internal:5432/fztv'
  t.equal(readConfig({ DATABASE_URL: postgresql }, []).databaseUrl, postgresql, 'a PostgreSQL URL is kept as it is')
  t.equal(readConfig({ REDIS_URL: 'redis://cache.internal:6379' }, []).redisUrl, 'redis://cache.internal:6379')
})

t.test('bad values fail with the variable named', async (t) => {
  t.throws(() => readConfig({ PORT: 'eighty' }, []), new ConfigError('PORT must be a whole number from 0 to 65535; got "eighty"'))
  t.throws(() => readConfig({ RATE_LIMIT_MAX: '0' }, []), /RATE_LIMIT_MAX/)
  t.throws(() => readConfig({ TRUST_PROXY: 'maybe' }, []), /TRUST_PROXY must be true or false/)
  t.throws(() => readConfig({ DATABASE_URL: 'mysql://x' }, []), /DATABASE_URL must be a SQLite file: URL .* or a postgresql:\/\/ URL/)
  t.throws(() => readConfig({ DATABASE_URL: 'postgresql://' }, []), /DATABASE_URL must be a postgresql:\/\/user:password@host/)
  t.throws(() => readConfig({ REDIS_URL: 'localhost:6379' }, []), /REDIS_URL must be a redis:\/\//)
  t.throws(() => readConfig({ LOG_LEVEL: 'loud' }, []), /LOG_LEVEL/)
  t.throws(() => readConfig({ PUBLIC_URL: 'example.com' }, []), /PUBLIC_URL/)
})
