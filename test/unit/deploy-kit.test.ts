// The deployment kit in deploy/ is checked by the tools that will run it:
// systemd-analyze for the units, caddy and nginx for the proxy configs.
// .ci/run installs caddy and nginx; elsewhere a missing tool is a skip with the reason.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { projectRoot } from '../../server/config.ts'

const deploy = join(projectRoot, 'deploy')

function which(tool: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' })
  return found.status === 0 ? found.stdout.trim() : undefined
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

const systemdAnalyze = which('systemd-analyze')
const caddy = which('caddy')
const nginx = which('nginx')
const openssl = which('openssl')

t.test(
  'systemd units pass systemd-analyze verify with no warnings',
  { skip: !systemdAnalyze && 'systemd-analyze is not installed' },
  async (t) => {
    const tool = systemdAnalyze as string
    for (const unit of ['from-zero-to-vibe.service', 'from-zero-to-vibe-backup.service', 'from-zero-to-vibe-backup.timer']) {
      // systemd-analyze exits 0 on a misspelt setting and only warns, so the output must be empty too.
      const { status, output } = run(tool, ['verify', join(deploy, 'systemd', unit)])
      t.equal(status, 0, `${unit}: exit status`)
      t.equal(output.trim(), '', `${unit}: no warnings`)
    }
  },
)

t.test('the service runs as a non-root user with a read-only system and a data directory', async (t) => {
  const unit = readFileSync(join(deploy, 'systemd', 'from-zero-to-vibe.service'), 'utf8')
  for (const line of [
    'User=fztv',
    'Environment=NODE_ENV=production',
    // Restarted after any exit, forever: a start-up failure (database not up yet) is retried, not fatal.
    'Restart=always',
    'RestartSec=5',
    'StartLimitIntervalSec=0',
    'ProtectSystem=strict',
    'ReadWritePaths=/var/lib/from-zero-to-vibe',
    'StateDirectory=from-zero-to-vibe',
    'NoNewPrivileges=true',
  ]) {
    t.match(unit, new RegExp(`^${line}$`, 'm'), line)
  }
})

t.test('the service runs the built server with the Node and V8 settings of npm start', async (t) => {
  const unit = readFileSync(join(deploy, 'systemd', 'from-zero-to-vibe.service'), 'utf8')
  const start = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).scripts.start as string
  // npm start: `exec env NAME=value ... node <flags> scripts/start.mjs` (start.mjs builds if needed, then runs
  // dist/node/index.js; exec, so SIGTERM to npm reaches node: npm-start-signals.test.ts).
  const startParts = /^exec env ((?:\w+=\S+ )+)node ((?:--\S+ )*)scripts\/start\.mjs$/.exec(start)
  if (!startParts) return t.fail(`package.json's start script has an unexpected shape: ${start}`)
  const [, environment = '', flags = ''] = startParts
  for (const variable of environment.trim().split(' ')) t.match(unit, new RegExp(`^Environment=${variable}$`, 'm'), variable)
  t.match(unit, new RegExp(`^ExecStart=/usr/bin/node ${flags}dist/node/index\\.js$`, 'm'), 'ExecStart')
})

t.test('the Caddyfile passes caddy validate', { skip: !caddy && 'caddy is not installed (apt-get install caddy)' }, async (t) => {
  const { status, output } = run(caddy as string, ['validate', '--config', join(deploy, 'caddy', 'Caddyfile'), '--adapter', 'caddyfile'])
  t.equal(status, 0, output)
  t.match(output, /Valid configuration/)
})

t.test(
  'the nginx site passes nginx -t (with a throw-away certificate in place of the real one)',
  { skip: !(nginx && openssl) && 'nginx or openssl is not installed (apt-get install nginx)' },
  async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'fztv-nginx-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    const certificate = ['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')]
    const subject = ['-subj', '/CN=example.org']
    execFileSync(openssl as string, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, ...certificate], {
      stdio: 'ignore',
    })
    const site = readFileSync(join(deploy, 'nginx', 'from-zero-to-vibe.conf'), 'utf8')
      .replace('/etc/letsencrypt/live/example.org/fullchain.pem', join(dir, 'cert.pem'))
      .replace('/etc/letsencrypt/live/example.org/privkey.pem', join(dir, 'key.pem'))
    writeFileSync(join(dir, 'site.conf'), site)
    writeFileSync(join(dir, 'nginx.conf'), `pid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  include ${dir}/site.conf;\n}\n`)
    const { status, output } = run(nginx as string, ['-t', '-c', join(dir, 'nginx.conf'), '-e', 'stderr'])
    t.equal(status, 0, output)
    t.match(output, /test is successful/)
  },
)

t.test('both proxies send HSTS and redirect HTTP to HTTPS', async (t) => {
  const caddy = readFileSync(join(deploy, 'caddy', 'Caddyfile'), 'utf8')
  const nginx = readFileSync(join(deploy, 'nginx', 'from-zero-to-vibe.conf'), 'utf8')
  t.match(caddy, /Strict-Transport-Security "max-age=\d+/)
  t.match(nginx, /Strict-Transport-Security "max-age=\d+/)
  t.match(nginx, /return 301 https:/)
  t.match(nginx, /proxy_set_header X-Forwarded-For \$remote_addr;/, 'nginx replaces a forged X-Forwarded-For')
})
