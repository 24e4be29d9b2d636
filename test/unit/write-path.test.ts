// The write-path monitor and the fault classifier (server/db/write-path.ts,
// server/db/faults.ts): which errors are a disk or database fault, and how
// often a fault that lasts is logged, on a clock the test moves.
import t from 'tap'
import { databaseFault, faultAdvice } from '../../server/db/faults.ts'
import { WritePathMonitor } from '../../server/db/write-path.ts'

/** An error shaped as Prisma wraps a driver's (a PrismaClientKnownRequestError with meta.driverAdapterError). */
function prismaError(cause: object) {
  return Object.assign(new Error('Invalid `db.contactMessage.create()` invocation'), {
    code: 'P2039',
    meta: { driverAdapterError: { name: 'DriverAdapterError', cause } },
  })
}

t.test('faults are told apart from bugs, for SQLite and PostgreSQL', async (t) => {
  t.same(databaseFault(prismaError({ originalCode: 'SQLITE_FULL', kind: 'sqlite' })), { kind: 'disk-full', code: 'SQLITE_FULL' })
  t.same(databaseFault(prismaError({ originalCode: 'SQLITE_READONLY_DIRECTORY' }))?.kind, 'read-only')
  t.same(databaseFault(prismaError({ originalCode: 'SQLITE_IOERR_WRITE' }))?.kind, 'io-error')
  t.same(databaseFault(prismaError({ originalCode: 'SQLITE_BUSY', kind: 'SocketTimeout' }))?.kind, 'locked')
  // better-sqlite3's own error, as the migration and the backup meet it.
  t.same(databaseFault(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }))?.kind, 'disk-full')
  t.same(databaseFault(prismaError({ originalCode: '53100', kind: 'postgres' }))?.kind, 'disk-full')
  t.same(databaseFault(prismaError({ originalCode: '25006', kind: 'postgres' }))?.kind, 'read-only')
  t.same(databaseFault(prismaError({ originalCode: '55P03', kind: 'postgres' }))?.kind, 'locked')
  t.same(databaseFault(prismaError({ kind: 'DatabaseNotReachable' }))?.kind, 'unreachable')
  t.same(databaseFault(Object.assign(new Error("Can't reach database server"), { code: 'P1001' }))?.kind, 'unreachable')
  t.equal(databaseFault(prismaError({ originalCode: 'SQLITE_CONSTRAINT_UNIQUE', kind: 'UniqueConstraintViolation' })), undefined)
  t.equal(databaseFault(new TypeError('Cannot read properties of undefined')), undefined)
  t.equal(databaseFault('a string'), undefined)
})

t.test('the advice names the file and the command, or the PostgreSQL host (never its password)', async (t) => {
  t.match(
    faultAdvice('disk-full', 'file:/var/lib/site/app.db'),
    'the disk holding /var/lib/site/app.db is full: free space (df -h /var/lib/site',
  )
  const postgresql = faultAdvice('read-only', 'postgresql://site:secret@db.internal:5432/site')
  t.match(postgresql, 'PostgreSQL at db.internal:5432')
  t.notMatch(postgresql, /secret/)
})

t.test('a lasting fault is logged once, then at most once a minute, and once when writes work again', async (t) => {
  let now = 1_000_000
  const lines: { level: string; msg: string }[] = []
  const log = {
    error: (_fields: object, msg: string) => lines.push({ level: 'error', msg }),
    warn: (_fields: object, msg: string) => lines.push({ level: 'warn', msg }),
  }
  const monitor = new WritePathMonitor(log as never, 'file:/var/lib/site/app.db', () => now)
  const full = { kind: 'disk-full' as const, code: 'SQLITE_FULL' }
  monitor.succeeded()
  t.same(lines, [], 'writes that work say nothing')
  t.same(monitor.state(), { failing: false })

  // A failure every 100 ms for two and a half minutes: 1,500 failed writes.
  for (let i = 0; i < 1500; i++, now += 100) monitor.failed(full)
  t.same(
    lines.map((line) => line.level),
    ['error', 'error', 'error'],
    'one line at the start, then one a minute',
  )
  t.match(lines[0]?.msg, /^database writes failing: the disk holding \/var\/lib\/site\/app\.db is full/)
  t.match(lines[1]?.msg, /^database writes still failing \(600 refused since the last line\)/)
  t.match(monitor.state(), { failing: true, kind: 'disk-full', since: new Date(1_000_000) })

  monitor.succeeded()
  monitor.succeeded()
  t.equal(lines.length, 4, 'one line when writes work again')
  t.match(lines[3], { level: 'warn', msg: /database writes work again, after 150 s and 1500 refused writes/ })
  t.same(monitor.state(), { failing: false })

  monitor.failed(full)
  t.equal(lines.length, 5, 'a new outage is logged at once')
})
