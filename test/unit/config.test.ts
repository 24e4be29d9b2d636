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
})

t.test('bad values fail with the variable named', async (t) => {
  t.throws(() => readConfig({ PORT: 'eighty' }, []), new ConfigError('PORT must be a whole number from 0 to 65535; got "eighty"'))
  t.throws(() => readConfig({ RATE_LIMIT_MAX: '0' }, []), /RATE_LIMIT_MAX/)
  t.throws(() => readConfig({ TRUST_PROXY: 'maybe' }, []), /TRUST_PROXY must be true, false or the proxy.s addresses/)
  t.throws(() => readConfig({ DATABASE_URL: 'postgres://x' }, []), /DATABASE_URL must be a SQLite file: URL/)
  t.throws(() => readConfig({ LOG_LEVEL: 'loud' }, []), /LOG_LEVEL/)
  t.throws(() => readConfig({ PUBLIC_URL: 'example.com' }, []), /PUBLIC_URL/)
})
