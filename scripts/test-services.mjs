// PostgreSQL and Redis for the tests of the many-machines path, started from
// Debian's packages on loopback in a temporary folder, as an unprivileged user,
// and stopped afterwards. Where a package is not installed (a laptop without
// them) the tests that need it are reported as skipped with the reason;
// .ci/run installs both first, so CI always runs them.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function freePort() {
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
function unprivileged() {
  if (process.getuid?.() !== 0) return { prefix: [], uid: undefined, gid: undefined }
  const found = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  if (found.status !== 0) return undefined
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim())
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid: Number(found.stdout.trim()), gid }
}

function postgresqlBin() {
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

async function startRedis(dir, user) {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path))
  if (!binary) return { skip: 'Redis is not installed (apt-get install redis-server)' }
  const port = await freePort()
  const [head, ...rest] = [...(user?.prefix ?? []), binary]
  const child = spawn(head, [...rest, '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
  })
  for (let tries = 0; tries < 50; tries += 1) {
    const ping = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' })
    if (ping.stdout?.trim() === 'PONG') break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') }
}

/**
 * Starts what is installed. Returns the environment for the tests
 * (TEST_POSTGRES_URL, TEST_REDIS_URL, or TEST_POSTGRES_SKIP / TEST_REDIS_SKIP
 * with the reason) and a stop function.
 */
export async function startTestServices() {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-services-'))
  const user = unprivileged()
  if (user?.uid !== undefined) {
    chmodSync(dir, 0o700)
    chownSync(dir, user.uid, user.gid)
  }
  const env = {}
  const stops = []
  for (const [name, start] of [
    ['POSTGRES', startPostgresql],
    ['REDIS', startRedis],
  ]) {
    try {
      const service = await start(dir, user)
      if (service.skip) env[`TEST_${name}_SKIP`] = service.skip
      else {
        env[`TEST_${name}_URL`] = service.url
        stops.push(service.stop)
      }
    } catch (error) {
      env[`TEST_${name}_SKIP`] = `could not start: ${error.message.split('\n')[0]}`
    }
  }
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
