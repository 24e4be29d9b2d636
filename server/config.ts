/**
 * Every environment variable the site reads, parsed and checked in one place.
 * Other modules receive what they need from here; none reads process.env.
 */
import { isIP } from 'node:net'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { emailProblem } from '../lib/forms/email.ts'
import { MIN_FORM_SECRET_LENGTH } from './forms/form-tokens.ts'

/** The project root (the folder holding package.json). */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url))

export interface AppConfig {
  /** Port to listen on. PORT, default 3000. */
  port: number
  /** Interface to listen on. HOST, default 127.0.0.1 (use 0.0.0.0 in a container). */
  host: string
  /**
   * The listening socket systemd passes (socket activation: LISTEN_FDS=1, the
   * socket as file descriptor 3), or undefined when the site opens its own on
   * HOST and PORT. systemd keeps the socket open while the site restarts, so
   * visitors' connections wait for the new process instead of being refused.
   */
  listenFd: number | undefined
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
   * The secret that signs form tokens (server/forms/form-tokens.ts). FORM_SECRET, at
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

/** An empty variable counts as unset, so its default applies (`PORT=` in a .env file). */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value)

/** A variable's schema: unset or empty gives `fallback`, anything else must pass `schema`. */
function variable<Output>(schema: z.ZodType<Output, string>, fallback: Output) {
  return z.preprocess(unsetIfEmpty, schema.optional()).transform((value) => value ?? fallback)
}

/** A whole number from min to max. */
function wholeNumber(name: string, fallback: number, min: number, max: number) {
  const inRange = (raw: string) => /^-?\d+$/.test(raw.trim()) && Number(raw) >= min && Number(raw) <= max
  return variable(
    z
      .string()
      .refine(inRange, { error: (issue) => `${name} must be a whole number from ${min} to ${max}; got "${issue.input}"` })
      .transform(Number),
    fallback,
  )
}

/** A proxy address or range: an IP address, optionally with a /prefix. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
}

const TrustProxy = variable(
  z
    .string()
    .transform((raw) => raw.trim())
    .pipe(
      z.union(
        [
          z
            .string()
            .toLowerCase()
            .pipe(z.enum(['0', 'false', 'no']))
            .transform(() => false),
          z
            .string()
            .toLowerCase()
            .pipe(z.enum(['1', 'true', 'yes']))
            .transform(() => true),
          z
            .string()
            .transform((raw) => raw.split(',').map((part) => part.trim()))
            .refine((addresses) => addresses.every(isAddressOrRange))
            .transform((addresses) => addresses.join(',')),
        ],
        {
          error: (issue) => `TRUST_PROXY must be true, false or the proxy's addresses (e.g. 127.0.0.1 or 10.0.0.0/8); got "${issue.input}"`,
        },
      ),
    ),
  false as boolean | string,
)

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/**
 * The variables read on their own, each with its default and the one-line
 * error that names it. Settings that depend on each other (PUBLIC_URL's
 * default port, the SMTP pair) are read in readConfig below.
 */
const Environment = z.object({
  PORT: wholeNumber('PORT', 3000, 0, 65535),
  HOST: variable(z.string(), '127.0.0.1'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: (issue) => `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${issue.input}"` })
    .default('info'),
  DATABASE_URL: variable(z.string(), 'file:./data/app.db'),
  DATABASE_WAIT_SECONDS: wholeNumber('DATABASE_WAIT_SECONDS', 60, 0, 3600),
  REDIS_URL: variable(
    z.string().regex(/^rediss?:\/\/[^/]/, { error: (issue) => `REDIS_URL must be a redis:// or rediss:// URL; got "${issue.input}"` }),
    undefined,
  ),
  RATE_LIMIT_MAX: wholeNumber('RATE_LIMIT_MAX', 5, 1, 1_000_000),
  TRUST_PROXY: TrustProxy,
  PAGE_RATE_LIMIT_MAX: wholeNumber('PAGE_RATE_LIMIT_MAX', 300, 1, 1_000_000),
  FORM_MIN_FILL_SECONDS: wholeNumber('FORM_MIN_FILL_SECONDS', 3, 0, 3600),
  FORM_SECRET: variable(
    z
      .string()
      .transform((raw) => raw.trim())
      .refine((secret) => secret.length >= MIN_FORM_SECRET_LENGTH, {
        // The message gives the length only: the variable is a secret.
        error: (issue) =>
          `FORM_SECRET must be at least ${MIN_FORM_SECRET_LENGTH} characters (openssl rand -base64 32 makes one); got ${String(issue.input).length}`,
      }),
    undefined,
  ),
  BACKUP_DIR: variable(z.string(), 'data/backups'),
  BACKUP_KEEP: wholeNumber('BACKUP_KEEP', 7, 1, 1000),
  PUBLIC_URL: variable(z.string(), undefined),
  NODE_ENV: z.string().optional(),
  SMTP_URL: variable(z.string().trim(), ''),
  SUPPORT_NOTIFY_TO: variable(z.string().trim(), ''),
  SUPPORT_NOTIFY_FROM: variable(z.string().trim(), ''),
  SUPPORT_NOTIFY_MODE: variable(
    z
      .string()
      .trim()
      .pipe(z.enum(['instant', 'hourly'], { error: (issue) => `SUPPORT_NOTIFY_MODE must be instant or hourly; got "${issue.input}"` })),
    'instant' as SupportNotifyMode,
  ),
})

type Environment = z.output<typeof Environment>

/** Every environment variable the server reads, by name (the README's table and .env.example list each). */
export const ENVIRONMENT_VARIABLES = Object.keys(Environment.shape).sort()

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

function supportNotifications(env: Environment, publicUrl: string): SupportNotificationSettings | undefined {
  const { SMTP_URL: url, SUPPORT_NOTIFY_TO: to, SUPPORT_NOTIFY_FROM: from, SUPPORT_NOTIFY_MODE: mode } = env
  // One without the other is a half-done setup: say so, rather than start without telling anyone.
  if (url === '' && to === '') return undefined
  if (url === '' || to === '')
    throw new ConfigError('SMTP_URL and SUPPORT_NOTIFY_TO must be set together (or neither, to send no notifications)')
  const defaultFrom = `From Zero to Vibe <no-reply@${new URL(publicUrl).hostname}>`
  return {
    smtpUrl: smtpUrl(url),
    to: to.split(',').map((address) => mailbox('SUPPORT_NOTIFY_TO', address)),
    // The default's host may be `localhost`, which the form's rule refuses; only a setting someone typed is checked.
    from: from ? mailbox('SUPPORT_NOTIFY_FROM', from) : defaultFrom,
    mode,
  }
}

/** The first descriptor systemd passes (sd_listen_fds(3)): 0, 1 and 2 are stdin, stdout and stderr. */
const SYSTEMD_FIRST_FD = 3

/**
 * The socket systemd passed, if any. LISTEN_PID names the process the sockets
 * are for; a child that inherited the variables from its parent ignores them.
 */
function systemdSocket(env: NodeJS.ProcessEnv): number | undefined {
  const count = env.LISTEN_FDS
  if (count === undefined || count === '') return undefined
  if (env.LISTEN_PID !== undefined && env.LISTEN_PID !== '' && env.LISTEN_PID !== String(process.pid)) return undefined
  if (count !== '1')
    throw new ConfigError(`systemd passed ${count} sockets (LISTEN_FDS); the site listens on one: give its .socket unit one ListenStream`)
  return SYSTEMD_FIRST_FD
}

/** The database file's path on disk, from a file: URL. */
export function sqlitePath(databaseUrl: string): string {
  return resolveSqliteUrl(databaseUrl).slice('file:'.length)
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): AppConfig {
  const parsed = Environment.safeParse(env)
  // The first problem, on one line that names the variable: what an operator fixes first.
  if (!parsed.success) throw new ConfigError(parsed.error.issues[0]?.message ?? 'the environment could not be read')
  const read = parsed.data
  const publicUrl = (read.PUBLIC_URL ?? `http://localhost:${read.PORT}`).replace(/\/+$/, '')
  if (!/^https?:\/\/[^/]+$/.test(publicUrl))
    throw new ConfigError(`PUBLIC_URL must be an origin like https://example.com; got "${env.PUBLIC_URL}"`)
  return {
    port: read.PORT,
    host: read.HOST,
    listenFd: systemdSocket(env),
    databaseUrl: resolveDatabaseUrl(read.DATABASE_URL),
    databaseWaitMs: read.DATABASE_WAIT_SECONDS * 1000,
    redisUrl: read.REDIS_URL,
    rateLimitMax: read.RATE_LIMIT_MAX,
    trustProxy: read.TRUST_PROXY,
    pageRateLimitMax: read.PAGE_RATE_LIMIT_MAX,
    formMinFillMs: read.FORM_MIN_FILL_SECONDS * 1000,
    formSecret: read.FORM_SECRET,
    formSecretFile: resolve(projectRoot, 'data/form-secret'),
    backupDir: resolve(projectRoot, read.BACKUP_DIR),
    backupKeep: read.BACKUP_KEEP,
    publicUrl,
    logLevel: read.LOG_LEVEL,
    dev: argv.includes('--dev') || read.NODE_ENV === 'development',
    supportNotifications: supportNotifications(read, publicUrl),
  }
}
