// PostgreSQL and Redis for the tests of the many-machines path, started from
// Debian's packages on loopback in a temporary folder, as an unprivileged user,
// and stopped afterwards. `npm test` starts one PostgreSQL for all tests
// (startTestServices); tests that stop Redis on purpose start their own
// (startRedis). `npm test` installs both packages first when they are missing
// (scripts/debian-packages.mjs); where that failed, the tests that need one
// are reported as skipped with the reason.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** PostgreSQL refuses to run as root: as root, run its tools as the `postgres` user the package creates. */
export function unprivileged() {
  if (process.getuid?.() !== 0) return { prefix: [], uid: undefined, gid: undefined }
  const found = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  if (found.status !== 0) return undefined
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim())
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid: Number(found.stdout.trim()), gid }
}

export function postgresqlBin() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]
  const bin = version && join(root, version, 'bin')
  return bin && existsSync(join(bin, 'pg_ctl')) ? bin : undefined
}

function run(user, command, args) {
  const [head, ...rest] = [...user.prefix, command, ...args]
  execFileSync(head, rest, { stdio: ['ignore', 'ignore', 'inherit'] })
}

async function startPostgresql(dir, user) {
  const bin = postgresqlBin()
  if (!bin) return { skip: 'PostgreSQL is not installed (apt-get install postgresql)' }
  if (!user) return { skip: 'no unprivileged postgres user to run PostgreSQL as' }
  const data = join(dir, 'postgresql')
  const port = await freePort()
  run(user, join(bin, 'initdb'), ['-D', data, '-U', 'fztv', '-A', 'trust', '--no-sync', '-E', 'UTF8'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`
  run(user, join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'postgresql.log'), '-w', 'start'])
  return {
    url: `postgresql://fztv@127.0.0.1:${port}/postgres`,
    stop: () => run(user, join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']),
  }
}

export function redisServerBinary() {
  return ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path))
}

/** Whether a Redis answers PING on the port (spoken directly: no redis-cli needed). */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'))
    socket.setTimeout(500, () => socket.destroy())
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'))
      socket.end()
    })
    socket.once('error', () => resolve(false))
    socket.once('close', () => resolve(false))
  })
}

/** A Redis on a loopback port (a free one unless given), as `user` (see unprivileged()); { url, port, stop } or { skip }. */
export async function startRedis(dir, user, port) {
  const binary = redisServerBinary()
  if (!binary) return { skip: 'Redis is not installed (apt-get install redis-server)' }
  port ??= await freePort()
  // Spawned as the user directly (not through runuser), so killing the child stops Redis itself.
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
    uid: user?.uid,
    gid: user?.gid,
  })
  for (let tries = 0; tries < 50 && !(await answersPing(port)); tries += 1) await new Promise((resolve) => setTimeout(resolve, 100))
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => child.kill('SIGKILL') }
}

/** A new temporary folder the services' user owns. */
export function serviceDirectory(user) {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-services-'))
  if (user?.uid !== undefined) {
    chmodSync(dir, 0o700)
    chownSync(dir, user.uid, user.gid)
  }
  return dir
}

/**
 * Starts PostgreSQL if installed. Returns the environment for the tests
 * (TEST_POSTGRES_URL, or TEST_POSTGRES_SKIP with the reason; TEST_REDIS_SKIP
 * when Redis is not installed) and a stop function.
 */
export async function startTestServices() {
  const user = unprivileged()
  const dir = serviceDirectory(user)
  const env = {}
  const stops = []
  try {
    const postgresql = await startPostgresql(dir, user)
    if (postgresql.skip) env.TEST_POSTGRES_SKIP = postgresql.skip
    else {
      env.TEST_POSTGRES_URL = postgresql.url
      stops.push(postgresql.stop)
    }
  } catch (error) {
    env.TEST_POSTGRES_SKIP = `could not start: ${error.message.split('\n')[0]}`
  }
  if (!redisServerBinary()) env.TEST_REDIS_SKIP = 'Redis is not installed (apt-get install redis-server)'

  return {
    env,
    stop() {
      for (const stop of stops) {
        try {
          stop()
        } catch {}
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
