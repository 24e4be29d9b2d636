/**
 * Every environment variable the site reads, parsed and checked in one place.
 * Other modules receive what they need from here; none reads process.env.
 */
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

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
  /** Redis for rate limits shared by several app servers. REDIS_URL, default none (limits kept in memory). */
  redisUrl: string | undefined
  /** Contact and subscribe posts allowed per client per minute. RATE_LIMIT_MAX, default 5. */
  rateLimitMax: number
  /** Trust X-Forwarded-For from a reverse proxy (needed for per-client rate limits behind one). TRUST_PROXY, default false. */
  trustProxy: boolean
  /** Public origin used in absolute URLs (og:url). PUBLIC_URL, default http://localhost:<port>. */
  publicUrl: string
  /** Log level (fatal, error, warn, info, debug, trace, silent). LOG_LEVEL, default info. */
  logLevel: string
  /** Development mode: Vite middleware and hot reload instead of the built files. */
  dev: boolean
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

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false
  throw new ConfigError(`${name} must be true or false; got "${raw}"`)
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

function redisUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined
  if (!/^rediss?:\/\/[^/]/.test(raw)) throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL; got "${raw}"`)
  return raw
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
    redisUrl: redisUrl(env.REDIS_URL),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 5, 1, 1_000_000),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    publicUrl,
    logLevel,
    dev: argv.includes('--dev') || env.NODE_ENV === 'development',
  }
}
