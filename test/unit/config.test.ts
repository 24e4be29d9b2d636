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

t.test('TRUST_PROXY names the proxy; the form, page-limit and backup settings', async (t) => {
  t.equal(readConfig({ TRUST_PROXY: '127.0.0.1' }, []).trustProxy, '127.0.0.1')
  t.equal(readConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ' }, []).trustProxy, '10.0.0.0/8,::1')
  t.equal(readConfig({ TRUST_PROXY: 'no' }, []).trustProxy, false)
  for (const bad of ['proxy.local', '10.0.0.0/33', '::1/129', '1.2.3.4/8/1']) {
    t.throws(() => readConfig({ TRUST_PROXY: bad }, []), /TRUST_PROXY must be true, false or the proxy's addresses/, bad)
  }
  const defaults = readConfig({}, [])
  t.match(defaults, { pageRateLimitMax: 300, formMinFillMs: 3000, backupDir: `${projectRoot}data/backups`, backupKeep: 7 })
  t.match(readConfig({ PAGE_RATE_LIMIT_MAX: '50', FORM_MIN_FILL_SECONDS: '0', BACKUP_DIR: '/srv/backups', BACKUP_KEEP: '2' }, []), {
    pageRateLimitMax: 50,
    formMinFillMs: 0,
    backupDir: '/srv/backups',
    backupKeep: 2,
  })
  t.throws(() => readConfig({ BACKUP_KEEP: '0' }, []), /BACKUP_KEEP must be a whole number from 1/)
})

t.test('a socket from systemd (LISTEN_FDS): descriptor 3, unless the variables were meant for another process', async (t) => {
  t.equal(readConfig({}, []).listenFd, undefined, 'none: the site opens HOST:PORT itself')
  t.equal(readConfig({ LISTEN_FDS: '1' }, []).listenFd, 3)
  t.equal(readConfig({ LISTEN_FDS: '1', LISTEN_PID: String(process.pid) }, []).listenFd, 3)
  t.equal(readConfig({ LISTEN_FDS: '1', LISTEN_PID: String(process.pid + 1) }, []).listenFd, undefined, "another process's socket")
  t.throws(() => readConfig({ LISTEN_FDS: '2' }, []), /systemd passed 2 sockets \(LISTEN_FDS\); the site listens on one/)
})

t.test('bad values fail with the variable named', async (t) => {
  t.throws(() => readConfig({ PORT: 'eighty' }, []), new ConfigError('PORT must be a whole number from 0 to 65535; got "eighty"'))
  t.throws(() => readConfig({ RATE_LIMIT_MAX: '0' }, []), /RATE_LIMIT_MAX/)
  t.throws(() => readConfig({ TRUST_PROXY: 'maybe' }, []), /TRUST_PROXY must be true, false or the proxy.s addresses/)
  t.throws(() => readConfig({ DATABASE_URL: 'mysql://x' }, []), /DATABASE_URL must be a SQLite file: URL .* or a postgresql:\/\/ URL/)
  t.throws(() => readConfig({ DATABASE_URL: 'postgresql://' }, []), /DATABASE_URL must be a postgresql:\/\/user:password@host/)
  t.throws(() => readConfig({ REDIS_URL: 'localhost:6379' }, []), /REDIS_URL must be a redis:\/\//)
  t.throws(() => readConfig({ LOG_LEVEL: 'loud' }, []), /LOG_LEVEL/)
  t.throws(() => readConfig({ PUBLIC_URL: 'example.com' }, []), /PUBLIC_URL/)
})

t.test('support notifications: off unless SMTP_URL and SUPPORT_NOTIFY_TO are both set', async (t) => {
  t.equal(readConfig({}, []).supportNotifications, undefined, 'off by default')
  t.same(
    readConfig({ SMTP_URL: 'smtps://mailer:secret@smtp.example.org:465', SUPPORT_NOTIFY_TO: 'help@example.org' }, []).supportNotifications,
    {
      smtpUrl: 'smtps://mailer:secret@smtp.example.org:465',
      to: ['help@example.org'],
      from: 'From Zero to Vibe <no-reply@localhost>',
      mode: 'instant',
    },
  )
  t.match(
    readConfig(
      {
        SMTP_URL: 'smtp://smtp.example.org:587',
        SUPPORT_NOTIFY_TO: 'a@example.org, Support Team <b@example.org>',
        SUPPORT_NOTIFY_FROM: 'Site <site@example.org>',
        SUPPORT_NOTIFY_MODE: 'hourly',
        PUBLIC_URL: 'https://example.org',
      },
      [],
    ).supportNotifications,
    { to: ['a@example.org', 'Support Team <b@example.org>'], from: 'Site <site@example.org>', mode: 'hourly' },
  )
  t.match(readConfig({ SMTP_URL: 'smtp://h.example.org', SUPPORT_NOTIFY_TO: 'a@example.org', PUBLIC_URL: 'https://example.org' }, []), {
    supportNotifications: { from: 'From Zero to Vibe <no-reply@example.org>' },
  })
})

t.test('support notifications: a half or bad setting stops the start, naming the variable and never the password', async (t) => {
  const both = { SMTP_URL: 'smtp://smtp.example.org', SUPPORT_NOTIFY_TO: 'help@example.org' }
  t.throws(() => readConfig({ SMTP_URL: both.SMTP_URL }, []), /SMTP_URL and SUPPORT_NOTIFY_TO must be set together/)
  t.throws(() => readConfig({ SUPPORT_NOTIFY_TO: both.SUPPORT_NOTIFY_TO }, []), /SMTP_URL and SUPPORT_NOTIFY_TO must be set together/)
  const withPassword = { ...both, SMTP_URL: 'http://user:hunter2@smtp.example.org' }
  t.throws(() => readConfig(withPassword, []), /^SMTP_URL must be smtp:\/\/user:password@host/)
  t.throws(() => readConfig(withPassword, []), { message: /^(?!.*hunter2)/ }, 'the message leaves the password out')
  t.throws(() => readConfig({ ...both, SUPPORT_NOTIFY_TO: 'help@example.org, nobody' }, []), /SUPPORT_NOTIFY_TO must be an address/)
  t.throws(() => readConfig({ ...both, SUPPORT_NOTIFY_FROM: 'Site <not an address>' }, []), /SUPPORT_NOTIFY_FROM must be an address/)
  t.throws(() => readConfig({ ...both, SUPPORT_NOTIFY_MODE: 'daily' }, []), /SUPPORT_NOTIFY_MODE must be instant or hourly; got "daily"/)
})
