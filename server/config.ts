/**
 * Every environment variable the site reads, parsed and checked in one place.
 * Other modules receive what they need from here; none reads process.env.
 */
import { isIP } from 'node:net'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { emailProblem } from '../lib/forms/email.ts'
import { MIN_FORM_SECRET_LENGTH } from './form-tokens.ts'

/** The project root (the folder holding package.json). */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url))

export interface AppConfig {
  /** Port to listen on. PORT, default 3000. */
  port: number
  /** Interface to listen on. HOST, default 127.0.0.1 (use 0.0.0.0 in a container). */
  host: string
  /**
   * The database. DATABASE_URL, default file:<root>/data/app.db (SQLite, made
   * absolute); a postgresql:// URL switches to PostgreSQL for several app servers.
   */
  databaseUrl: string
  /**
   * How long start-up waits for an unreachable PostgreSQL (retrying with a
   * growing delay) before it fails. DATABASE_WAIT_SECONDS, default 60.
   */
  databaseWaitMs: number
  /** Redis for rate limits shared by several app servers. REDIS_URL, default none (limits kept in memory). */
  redisUrl: string | undefined
  /** Contact and subscribe posts allowed per client per minute. RATE_LIMIT_MAX, default 5. */
  rateLimitMax: number
  /**
   * Whose X-Forwarded-For to believe, so rate limits see each visitor behind a
   * reverse proxy. TRUST_PROXY: false (default: believe no one, so a forged
   * header changes nothing), true (believe any sender: only when nothing but the
   * proxy can reach the port), or the proxy's addresses or CIDR ranges,
   * comma-separated (e.g. 127.0.0.1 or 10.0.0.0/8), which is the safe choice.
   */
  trustProxy: boolean | string
  /** Page requests that miss the page caches (404s, queries not yet kept) allowed per client per minute. PAGE_RATE_LIMIT_MAX, default 300. */
  pageRateLimitMax: number
  /** A form posted sooner than this after it was rendered is taken for a robot's. FORM_MIN_FILL_SECONDS, default 3. */
  formMinFillMs: number
  /**
   * The secret that signs form tokens (server/form-tokens.ts). FORM_SECRET, at
   * least 32 characters; several app servers must share one. Default none:
   * the secret in formSecretFile is used, made on first start.
   */
  formSecret: string | undefined
  /** Where the form secret is kept when FORM_SECRET is unset: data/form-secret, beside the default SQLite file. */
  formSecretFile: string
  /** Folder `npm run backup` writes to. BACKUP_DIR, default data/backups (relative to the project root). */
  backupDir: string
  /** How many backups `npm run backup` keeps in that folder (older ones are deleted). BACKUP_KEEP, default 7. */
  backupKeep: number
  /** Public origin used in absolute URLs (og:url). PUBLIC_URL, default http://localhost:<port>. */
  publicUrl: string
  /** Log level (fatal, error, warn, info, debug, trace, silent). LOG_LEVEL, default info. */
  logLevel: string
  /** Development mode: Vite middleware and hot reload instead of the built files. */
  dev: boolean
  /** Emailing support about new contact messages; undefined (off) unless SMTP_URL and SUPPORT_NOTIFY_TO are both set. */
  supportNotifications: SupportNotificationSettings | undefined
}

/** When staff hear about a message that is not urgent: each at once, or gathered into one email an hour. */
type SupportNotifyMode = 'instant' | 'hourly'

export interface SupportNotificationSettings {
  /**
   * The mail server nodemailer sends through. SMTP_URL: smtp://user:password@host:587
   * (STARTTLS when the server offers it) or smtps://user:password@host:465 (TLS from the start).
   */
  smtpUrl: string
  /** Who is told. SUPPORT_NOTIFY_TO: one address or several, comma-separated. */
  to: string[]
  /** The sender of the notifications. SUPPORT_NOTIFY_FROM, default "From Zero to Vibe <no-reply@<PUBLIC_URL's host>>". */
  from: string
  /** SUPPORT_NOTIFY_MODE: instant (default) or hourly; high-urgency messages are always sent at once. */
  mode: SupportNotifyMode
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${raw}"`)
  }
  return value
}

/** A proxy address or range: an IP address, optionally with a /prefix. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
}

function trustProxy(env: NodeJS.ProcessEnv): boolean | string {
  const raw = (env.TRUST_PROXY ?? '').trim()
  if (raw === '' || ['0', 'false', 'no'].includes(raw.toLowerCase())) return false
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true
  const addresses = raw.split(',').map((part) => part.trim())
  if (!addresses.every(isAddressOrRange))
    throw new ConfigError(`TRUST_PROXY must be true, false or the proxy's addresses (e.g. 127.0.0.1 or 10.0.0.0/8); got "${raw}"`)
  return addresses.join(',')
}

/**
 * Turns a SQLite URL into file:<absolute path>. Relative paths are taken from
 * the project root, so the server, Prisma Studio and the tests all open the
 * same file whatever the working directory.
 */
function resolveSqliteUrl(url: string): string {
  if (!url.startsWith('file:'))
    throw new ConfigError(`DATABASE_URL must be a SQLite file: URL (file:./data/app.db) or a postgresql:// URL; got "${url}"`)
  const path = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '')
  if (path === '' || path.startsWith('?')) throw new ConfigError('DATABASE_URL has no file path')
  return `file:${isAbsolute(path) ? path : resolve(projectRoot, path)}`
}

/** Which database a DATABASE_URL names. */
export function databaseKind(url: string): 'sqlite' | 'postgresql' {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgresql' : 'sqlite'
}

/** A SQLite URL made absolute, or a PostgreSQL URL checked for a host. */
export function resolveDatabaseUrl(url: string): string {
  if (databaseKind(url) === 'sqlite') return resolveSqliteUrl(url)
  let host: string
  try {
    host = new URL(url).hostname
  } catch {
    host = ''
  }
  if (!host) throw new ConfigError('DATABASE_URL must be a postgresql://user:password@host:port/database URL; it has no host')
  return url
}

function formSecret(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined
  const secret = raw.trim()
  if (secret.length < MIN_FORM_SECRET_LENGTH)
    throw new ConfigError(
      `FORM_SECRET must be at least ${MIN_FORM_SECRET_LENGTH} characters (openssl rand -base64 32 makes one); got ${secret.length}`,
    )
  return secret
}

function redisUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined
  if (!/^rediss?:\/\/[^/]/.test(raw)) throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL; got "${raw}"`)
  return raw
}

/** An SMTP URL checked for its scheme and host; the message never repeats the URL, which may hold a password. */
function smtpUrl(raw: string): string {
  let url: URL | undefined
  try {
    url = new URL(raw)
  } catch {
    url = undefined
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname)
    throw new ConfigError(
      'SMTP_URL must be smtp://user:password@host:587 or smtps://user:password@host:465 (not repeated here: it may hold a password)',
    )
  return raw
}

/** `address` or `Name <address>`, the address checked by the site's one email rule. */
function mailbox(name: string, raw: string): string {
  const value = raw.trim()
  const address = /<([^<>]*)>$/.exec(value)?.[1] ?? value
  const problem = emailProblem(address)
  if (problem)
    throw new ConfigError(`${name} must be an address like support@example.com or "Support <support@example.com>"; "${value}" ${problem}`)
  return value
}

function supportNotifications(env: NodeJS.ProcessEnv, publicUrl: string): SupportNotificationSettings | undefined {
  const url = env.SMTP_URL?.trim() ?? ''
  const to = env.SUPPORT_NOTIFY_TO?.trim() ?? ''
  // One without the other is a half-done setup: say so, rather than start without telling anyone.
  if (url === '' && to === '') return undefined
  if (url === '' || to === '')
    throw new ConfigError('SMTP_URL and SUPPORT_NOTIFY_TO must be set together (or neither, to send no notifications)')
  const mode = env.SUPPORT_NOTIFY_MODE?.trim() || 'instant'
  if (mode !== 'instant' && mode !== 'hourly') throw new ConfigError(`SUPPORT_NOTIFY_MODE must be instant or hourly; got "${mode}"`)
  const defaultFrom = `From Zero to Vibe <no-reply@${new URL(publicUrl).hostname}>`
  return {
    smtpUrl: smtpUrl(url),
    to: to.split(',').map((address) => mailbox('SUPPORT_NOTIFY_TO', address)),
    // The default's host may be `localhost`, which the form's rule refuses; only a setting someone typed is checked.
    from: env.SUPPORT_NOTIFY_FROM?.trim() ? mailbox('SUPPORT_NOTIFY_FROM', env.SUPPORT_NOTIFY_FROM) : defaultFrom,
    mode,
  }
}

/** The database file's path on disk, from a file: URL. */
export function sqlitePath(databaseUrl: string): string {
  return resolveSqliteUrl(databaseUrl).slice('file:'.length)
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535)
  const logLevel = env.LOG_LEVEL ?? 'info'
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "${logLevel}"`)
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '')
  if (!/^https?:\/\/[^/]+$/.test(publicUrl))
    throw new ConfigError(`PUBLIC_URL must be an origin like https://example.com; got "${env.PUBLIC_URL}"`)
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: resolveDatabaseUrl(env.DATABASE_URL || 'file:./data/app.db'),
    databaseWaitMs: integer(env, 'DATABASE_WAIT_SECONDS', 60, 0, 3600) * 1000,
    redisUrl: redisUrl(env.REDIS_URL),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 5, 1, 1_000_000),
    trustProxy: trustProxy(env),
    pageRateLimitMax: integer(env, 'PAGE_RATE_LIMIT_MAX', 300, 1, 1_000_000),
    formMinFillMs: integer(env, 'FORM_MIN_FILL_SECONDS', 3, 0, 3600) * 1000,
    formSecret: formSecret(env.FORM_SECRET),
    formSecretFile: resolve(projectRoot, 'data/form-secret'),
    backupDir: resolve(projectRoot, env.BACKUP_DIR || 'data/backups'),
    backupKeep: integer(env, 'BACKUP_KEEP', 7, 1, 1000),
    publicUrl,
    logLevel,
    dev: argv.includes('--dev') || env.NODE_ENV === 'development',
    supportNotifications: supportNotifications(env, publicUrl),
  }
}
