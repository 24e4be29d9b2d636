// A server that cannot start must say why in one line and exit non-zero, so a
// process manager restarts it and the journal tells the operator what to fix.
// (Vike's uncaught-error handlers used to turn each of these into status 0.)
// And one that starts before PostgreSQL waits for it instead of failing.
import { spawnSync } from 'node:child_process'
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { projectRoot } from '../../server/config.ts'
import { cannotMountTmpfs, cannotUnshareMounts, smallDisk } from '../helpers/mounts.ts'
import { freePort } from '../helpers/ports.ts'
import { asNobody, nobodyCannotReadProject, runServerUntilExit, startServer } from '../helpers/server-process.ts'
import { freshPostgresqlDatabase, needsPostgresql } from '../helpers/services.ts'

// Five real server starts: more than tap's 60 s per file on two busy cores.
t.setTimeout(240_000)

/** The checks every failed start must pass: status 1, the one line, no stack trace. */
function assertOneLineFailure(t: Test, { code, output }: { code: number | null; output: string }, expected: RegExp) {
  t.equal(code, 1, 'exits with status 1')
  const failures = output.split('\n').filter((line) => line.startsWith('Start-up failed: '))
  t.equal(failures.length, 1, `one "Start-up failed" line in:\n${output}`)
  t.match(failures[0], expected, 'the line says what went wrong')
  t.notMatch(output, /^\s+at /m, 'no stack trace')
}

function temporaryFolder(t: Test): string {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-startup-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** Listens on a free port until the test ends. */
async function occupiedPort(t: Test): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => server.close())
  const address = server.address()
  return typeof address === 'object' && address ? address.port : 0
}

t.test('PostgreSQL that never answers: the server says it is waiting, then gives up with status 1', async (t) => {
  const port = await freePort()
  const result = await runServerUntilExit({
    DATABASE_URL: `postgresql://fztv:secret@127.0.0.1:${port}/site`,
    DATABASE_WAIT_SECONDS: '2',
    PORT: String(await freePort()),
  })
  t.match(result.output, new RegExp(`"msg":"waiting for PostgreSQL at 127.0.0.1:${port} \\(attempt 1`), 'logs that it waits (a JSON line)')
  t.notMatch(result.output, /secret/, 'the password is never logged')
  assertOneLineFailure(t, result, new RegExp(`PostgreSQL at 127.0.0.1:${port}: no answer after 2 s and \\d+ attempts .*ECONNREFUSED`))
})

t.test('PostgreSQL that comes up during the wait: the server starts', { skip: needsPostgresql }, async (t) => {
  const database = await freshPostgresqlDatabase()
  t.teardown(database.drop)
  const real = new URL(database.url)
  // The database is reachable only through this forwarder, opened once the server says it is waiting.
  const forwarderPort = await freePort()
  const sockets = new Set<Socket>()
  let forwarder: Server | undefined
  const openForwarder = (output: string) => {
    if (forwarder || !/waiting for PostgreSQL/.test(output)) return
    forwarder = createServer((client) => {
      const upstream = tcpConnect(Number(real.port), real.hostname)
      sockets.add(client).add(upstream)
      client.pipe(upstream).pipe(client)
      const close = () => {
        client.destroy()
        upstream.destroy()
      }
      client.on('error', close).on('close', close)
      upstream.on('error', close).on('close', close)
    }).listen(forwarderPort, '127.0.0.1')
  }
  t.teardown(() => {
    for (const socket of sockets) socket.destroy()
    forwarder?.close()
  })
  const url = new URL(database.url)
  url.port = String(forwarderPort)
  const server = await startServer(
    { DATABASE_URL: url.toString(), DATABASE_WAIT_SECONDS: '30' },
    {
      timeoutMs: 60_000,
      onOutput: openForwarder,
    },
  )
  t.teardown(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
  })
  t.match(server.output(), /waiting for PostgreSQL/, 'it said it was waiting')
  t.equal((await fetch(`${server.url}/healthz`)).status, 200, 'then started and answers')
  server.child.kill('SIGTERM')
  t.equal(await server.exited, 0, 'and stops cleanly')
})

t.test('a port already in use: status 1 and the port named', async (t) => {
  const dir = temporaryFolder(t)
  const port = await occupiedPort(t)
  const result = await runServerUntilExit({ DATABASE_URL: `file:${join(dir, 'app.db')}`, PORT: String(port) })
  assertOneLineFailure(t, result, new RegExp(`port ${port} on 127.0.0.1 is already in use`))
})

t.test('a data folder the server may not write: status 1 and the file named', { skip: nobodyCannotReadProject }, async (t) => {
  const dir = temporaryFolder(t)
  const readOnly = join(dir, 'data')
  mkdirSync(readOnly)
  chmodSync(readOnly, 0o555)
  chmodSync(dir, 0o755)
  const file = join(readOnly, 'app.db')
  const result = await runServerUntilExit({ DATABASE_URL: `file:${file}`, PORT: String(await freePort()) }, asNobody)
  assertOneLineFailure(t, result, new RegExp(`cannot write the database ${file}`))
})

t.test('a database file that is not a database: status 1 and a pointer to the restore', async (t) => {
  const dir = temporaryFolder(t)
  const file = join(dir, 'app.db')
  writeFileSync(file, 'this is not a SQLite file, it was overwritten by mistake\n'.repeat(100))
  const result = await runServerUntilExit({ DATABASE_URL: `file:${file}`, PORT: String(await freePort()) })
  assertOneLineFailure(t, result, new RegExp(`the database ${file} is damaged or not a SQLite database .*restore a backup`))
})

t.test(
  'an empty FORM_SECRET whose file cannot be made: the form secret file named, not the database',
  { skip: nobodyCannotReadProject },
  async (t) => {
    // The database folder is the user's own; the project's data/ folder (where the secret is kept) is not.
    const dir = temporaryFolder(t)
    if (asNobody.uid !== undefined && asNobody.gid !== undefined) chownSync(dir, asNobody.uid, asNobody.gid)
    const result = await runServerUntilExit(
      { DATABASE_URL: `file:${join(dir, 'app.db')}`, FORM_SECRET: '', PORT: String(await freePort()) },
      asNobody,
    )
    assertOneLineFailure(
      t,
      result,
      /^Start-up failed: cannot (create|read) the form secret file \/.*data\/form-secret \(E[A-Z]+\).*set FORM_SECRET/,
    )
    t.notMatch(result.output, /database/, 'the database is not blamed')
  },
)

t.test(
  "an empty FORM_SECRET where the code's folder is read-only (the unit's ProtectSystem=strict): the line says read-only, not ENOENT",
  { skip: cannotUnshareMounts },
  async (t) => {
    const dir = temporaryFolder(t)
    const result = await runServerUntilExit(
      { DATABASE_URL: `file:${join(dir, 'app.db')}`, FORM_SECRET: '', PORT: String(await freePort()) },
      { readOnlyFolder: projectRoot },
    )
    assertOneLineFailure(
      t,
      result,
      /^Start-up failed: cannot create the form secret file \/.*data\/form-secret \(EROFS: .* is on a read-only file system .*ReadWritePaths.*findmnt -T \/.*set FORM_SECRET/,
    )
    t.notMatch(result.output, /ENOENT/, 'no "no such file or directory"')
  },
)

t.test('a database on a read-only mount: the line says read-only and suggests findmnt', { skip: cannotMountTmpfs }, async (t) => {
  const dir = smallDisk(t, '64k', { readOnly: true })
  const file = join(dir, 'site', 'app.db')
  const result = await runServerUntilExit({ DATABASE_URL: `file:${file}`, PORT: String(await freePort()) })
  assertOneLineFailure(
    t,
    result,
    new RegExp(
      `^Start-up failed: cannot write the database ${file}: EROFS: ${dir}/site is on a read-only file system .*findmnt -T ${dir}\\)$`,
    ),
  )
})

t.test('a disk already full when the database is made: status 1, the disk named and what to do', { skip: cannotMountTmpfs }, async (t) => {
  const dir = smallDisk(t, '64k')
  spawnSync('dd', ['if=/dev/zero', `of=${join(dir, 'filler')}`, 'bs=4k'])
  const file = join(dir, 'app.db')
  const result = await runServerUntilExit({ DATABASE_URL: `file:${file}`, PORT: String(await freePort()) })
  assertOneLineFailure(
    t,
    result,
    new RegExp(`the disk holding ${file} is full: free space \\(df -h ${dir};.*\\(SQLITE_FULL\\), then start again`),
  )
})
