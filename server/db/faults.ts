/**
 * The faults a small server's database really has, told apart from bugs: a
 * full disk, a file or disk that turned read-only, input/output errors, a
 * lock held longer than the busy timeout, a PostgreSQL server that went
 * away. Each is a state of the machine an operator can fix, not a fault in
 * the request, so the site answers 503 with Retry-After and says in the log
 * what to do (server/plugins/write-path.ts), instead of a 500 with a stack.
 */
import { statfsSync } from 'node:fs'
import { dirname } from 'node:path'
import { databaseKind, sqlitePath } from '../config.ts'

export type DatabaseFaultKind = 'disk-full' | 'read-only' | 'io-error' | 'locked' | 'unreachable'

export interface DatabaseFault {
  kind: DatabaseFaultKind
  /** The driver's own code (SQLITE_FULL, 53100, ...), for the log. */
  code: string
}

/** PostgreSQL's SQLSTATE codes for the same faults. */
const POSTGRESQL_CODES: Record<string, DatabaseFaultKind> = {
  '53100': 'disk-full',
  '53000': 'disk-full',
  '25006': 'read-only',
  '58030': 'io-error',
  '55P03': 'locked',
  '57014': 'locked',
  '57P01': 'unreachable',
  '57P03': 'unreachable',
  '53300': 'unreachable',
}

/** Prisma's own codes when it cannot reach the server at all. */
const PRISMA_UNREACHABLE = new Set(['P1001', 'P1002', 'P1008', 'P1017'])

/** The driver adapters' kinds for a connection that failed or was cut. */
const ADAPTER_UNREACHABLE = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'TooManyConnections'])

function sqliteFault(code: string): DatabaseFaultKind | undefined {
  if (code === 'SQLITE_FULL') return 'disk-full'
  if (code.startsWith('SQLITE_READONLY')) return 'read-only'
  if (code.startsWith('SQLITE_IOERR')) return 'io-error'
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'locked'
  if (code.startsWith('SQLITE_CANTOPEN')) return 'unreachable'
  return undefined
}

type Fields = { code?: unknown; originalCode?: unknown; kind?: unknown; meta?: unknown; cause?: unknown; driverAdapterError?: unknown }

/** The kind of fault one error object's own fields name, if any. */
function ownFault(fields: Fields): DatabaseFault | undefined {
  for (const code of [fields.originalCode, fields.code]) {
    if (typeof code !== 'string') continue
    const kind = code.startsWith('SQLITE_')
      ? sqliteFault(code)
      : (POSTGRESQL_CODES[code] ?? (PRISMA_UNREACHABLE.has(code) ? 'unreachable' : undefined))
    if (kind) return { kind, code }
  }
  if (typeof fields.kind === 'string' && ADAPTER_UNREACHABLE.has(fields.kind)) return { kind: 'unreachable', code: fields.kind }
  return undefined
}

/**
 * Which of those faults `error` is, or undefined for anything else (a bug,
 * a constraint, a bad query). Reads better-sqlite3's and pg's errors, and
 * Prisma's wrappings of them (meta.driverAdapterError.cause). The driver's
 * own code wins over Prisma's: a SQLite lock is SQLITE_BUSY inside a P1008
 * ("timed out"), which on its own would read as an unreachable server.
 */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  const chain: Fields[] = []
  let current: unknown = error
  while (current && typeof current === 'object' && !chain.includes(current as Fields)) {
    const fields = current as Fields
    chain.push(fields)
    const meta = fields.meta as Fields | undefined
    current = meta?.driverAdapterError ?? fields.driverAdapterError ?? fields.cause
  }
  for (const fields of chain.reverse()) {
    const fault = ownFault(fields)
    if (fault) return fault
  }
  return undefined
}

/**
 * The fault as the disk explains it. SQLite names a full disk SQLITE_FULL
 * only when the database or its -wal could not grow; when the -shm could not
 * be made (a site started on a disk with no space left) it says
 * SQLITE_IOERR_SHMSIZE, an input/output error. An I/O error on a disk with no
 * space left for this user is a full disk, and the advice must say so.
 */
export function faultOnDisk(fault: DatabaseFault, databaseUrl: string): DatabaseFault {
  if (fault.kind !== 'io-error' || databaseKind(databaseUrl) !== 'sqlite') return fault
  try {
    if (statfsSync(dirname(sqlitePath(databaseUrl))).bavail === 0) return { kind: 'disk-full', code: fault.code }
  } catch {
    // A folder that cannot be examined: keep what SQLite said.
  }
  return fault
}

/**
 * What is wrong and what to do, in one sentence for the journal. `databaseUrl`
 * names the file (SQLite) or the server (PostgreSQL) so the commands can be
 * pasted as they are.
 */
export function faultAdvice(kind: DatabaseFaultKind, databaseUrl: string): string {
  if (databaseKind(databaseUrl) === 'postgresql') {
    const host = new URL(databaseUrl).host
    const advice: Record<DatabaseFaultKind, string> = {
      'disk-full': `PostgreSQL at ${host} has no disk space left: free space on the database server (df -h there)`,
      'read-only': `PostgreSQL at ${host} accepts no writes (a read-only replica, or default_transaction_read_only): point DATABASE_URL at the primary`,
      'io-error': `PostgreSQL at ${host} reports input/output errors: check its disk and its log`,
      locked: `PostgreSQL at ${host}: a lock was held too long (a long transaction, e.g. an open Studio edit): find it in pg_stat_activity`,
      unreachable: `PostgreSQL at ${host} is not reachable: check that it runs and that this machine may connect`,
    }
    return advice[kind]
  }
  const file = sqlitePath(databaseUrl)
  const folder = dirname(file)
  const advice: Record<DatabaseFaultKind, string> = {
    'disk-full': `the disk holding ${file} is full: free space (df -h ${folder}; old logs: journalctl --vacuum-size=100M; old backups)`,
    'read-only': `the database ${file} cannot be written: check the owner and mode of the folder and its files (ls -l ${folder}) and whether the disk was remounted read-only (findmnt -T ${folder})`,
    'io-error': `the disk holding ${file} reports input/output errors: check it (dmesg), and restore a backup if the file is damaged`,
    locked: `the database ${file} stayed locked past the busy timeout (5 s) by another process: a backup, Prisma Studio, or a stuck process (fuser ${file})`,
    unreachable: `the database ${file} cannot be opened: check that it exists and that this user may read it (ls -l ${folder})`,
  }
  return advice[kind]
}
