// The deployment kit in deploy/ is checked by the tools that will run it:
// systemd-analyze for the units, caddy and nginx for the proxy configs.
// npm test installs caddy and nginx when missing; where that fails, a missing tool is a skip with the reason.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { projectRoot } from '../../server/config.ts'
import { createTestApp } from '../helpers/app.ts'
import { freePort } from '../helpers/ports.ts'
import { startServer } from '../helpers/server-process.ts'

const deploy = join(projectRoot, 'deploy')
// nginx run for real in front of a real server start: more than tap's 60 s per file on two busy cores.
t.setTimeout(180_000)

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
    for (const unit of [
      'from-zero-to-vibe.socket',
      'from-zero-to-vibe.service',
      'from-zero-to-vibe-backup.service',
      'from-zero-to-vibe-backup.timer',
    ]) {
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
    // The release deploy/release.sh switched to, and the socket that outlives each process.
    'WorkingDirectory=/srv/from-zero-to-vibe/current',
    'Requires=from-zero-to-vibe.socket',
  ]) {
    t.match(unit, new RegExp(`^${line}$`, 'm'), line)
  }
  const backup = readFileSync(join(deploy, 'systemd', 'from-zero-to-vibe-backup.service'), 'utf8')
  t.match(backup, /^WorkingDirectory=\/srv\/from-zero-to-vibe\/current$/m, 'the backup runs in the current release too')
})

t.test('the socket systemd holds is where both proxies send requests', async (t) => {
  const socket = readFileSync(join(deploy, 'systemd', 'from-zero-to-vibe.socket'), 'utf8')
  const [, address] = /^ListenStream=(.*)$/m.exec(socket) ?? []
  t.equal(address, '127.0.0.1:3000')
  t.match(directives('nginx/from-zero-to-vibe.conf'), `server ${address};`, 'nginx')
  t.match(directives('caddy/Caddyfile'), `reverse_proxy ${address}`, 'Caddy')
})

t.test('deploy/release.sh is valid sh, and the guide upgrades and rolls back with it', async (t) => {
  const { status, output } = run('sh', ['-n', join(deploy, 'release.sh')])
  t.equal(status, 0, output)
  const guide = readFileSync(join(projectRoot, 'docs', 'deploy.md'), 'utf8')
  for (const command of ['upgrade <version>', 'rollback'])
    t.ok(guide.includes(`sh /srv/from-zero-to-vibe/current/deploy/release.sh ${command}\n`), `docs/deploy.md runs release.sh ${command}`)
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
  t.notMatch(output, /"level":"warn"/, 'and no warning (an unnecessary header_up was one)')
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
      .replaceAll('/etc/letsencrypt/live/example.org/fullchain.pem', join(dir, 'cert.pem'))
      .replaceAll('/etc/letsencrypt/live/example.org/privkey.pem', join(dir, 'key.pem'))
    writeFileSync(join(dir, 'site.conf'), site)
    writeFileSync(join(dir, 'nginx.conf'), `pid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  include ${dir}/site.conf;\n}\n`)
    const { status, output } = run(nginx as string, ['-t', '-c', join(dir, 'nginx.conf'), '-e', 'stderr'])
    t.equal(status, 0, output)
    t.match(output, /test is successful/)
  },
)

/** A config's lines without its comments (what the server reads). */
function directives(file: string): string {
  return readFileSync(join(deploy, file), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*$/, ''))
    .join('\n')
}

t.test('HSTS has one sender: the site (helmet), not the proxies', async (t) => {
  for (const file of ['caddy/Caddyfile', 'nginx/from-zero-to-vibe.conf'])
    t.notMatch(directives(file), /Strict-Transport-Security/i, `${file} does not add HSTS`)
  const { app, close } = await createTestApp()
  t.teardown(close)
  const response = await app.inject({ method: 'GET', url: '/healthz' })
  const hsts = response.headers['strict-transport-security']
  t.type(hsts, 'string', 'the site sends HSTS, once')
  t.match(hsts, /^max-age=31536000; includeSubDomains$/)
  const guide = readFileSync(join(projectRoot, 'docs', 'deploy.md'), 'utf8')
  t.match(guide, /HSTS[^.]*is sent by the site itself/, 'docs/deploy.md says who sends it')
})

t.test('both proxies redirect HTTP to HTTPS and www. to the bare domain', async (t) => {
  const caddy = directives('caddy/Caddyfile')
  const nginx = directives('nginx/from-zero-to-vibe.conf')
  t.match(caddy, /^www\.example\.org \{\s*redir https:\/\/example\.org\{uri\} permanent/m, 'Caddy: www. redirected')
  t.match(
    nginx,
    /server_name example\.org www\.example\.org;[^}]*\}\s*location \/ \{ return 301 https:\/\/example\.org\$request_uri; \}/,
    'nginx: port 80, both names',
  )
  t.match(
    nginx,
    /listen 443 ssl[^}]*server_name www\.example\.org;[^}]*return 301 https:\/\/example\.org\$request_uri;/,
    'nginx: https://www. answered with a 301 to the bare domain',
  )
  t.match(nginx, /proxy_set_header X-Forwarded-For \$remote_addr;/, 'nginx replaces a forged X-Forwarded-For')
})

t.test(
  'nginx certificates: certbot webroot for both names with a deploy hook that reloads nginx, in the config and the docs',
  async (t) => {
    const command = 'certbot certonly --webroot -w /var/www/html -d example.org -d www.example.org --deploy-hook "systemctl reload nginx"'
    const config = readFileSync(join(deploy, 'nginx', 'from-zero-to-vibe.conf'), 'utf8')
    const guide = readFileSync(join(projectRoot, 'docs', 'deploy.md'), 'utf8')
    t.ok(config.includes(`#   ${command}\n`), "the config's comment gives the command")
    t.ok(guide.includes(`${command}\n`), 'docs/deploy.md runs the same command')
    t.notMatch(config, /certbot --nginx/, 'and no other way')
    t.match(
      directives('nginx/from-zero-to-vibe.conf'),
      /location \/\.well-known\/acme-challenge\/ \{ root \/var\/www\/html; \}/,
      'renewals find the webroot',
    )
  },
)

t.test(
  'through nginx (the shipped config, run for real): HSTS once, www. and HTTP redirected',
  { skip: !(nginx && openssl) && 'nginx or openssl is not installed (apt-get install nginx)' },
  async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'fztv-nginx-run-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    const site = await startServer({ DATABASE_URL: `file:${join(dir, 'app.db')}` }, { timeoutMs: 90_000 })
    t.teardown(() => {
      if (site.child.exitCode === null) site.child.kill('SIGKILL')
    })
    execFileSync(
      openssl as string,
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=example.org',
        '-addext',
        'subjectAltName=DNS:example.org,DNS:www.example.org',
        '-keyout',
        'key.pem',
        '-out',
        'cert.pem',
      ],
      { stdio: 'ignore', cwd: dir },
    )
    const [http, https] = [await freePort(), await freePort()]
    const config = readFileSync(join(deploy, 'nginx', 'from-zero-to-vibe.conf'), 'utf8')
      .replaceAll('/etc/letsencrypt/live/example.org/fullchain.pem', join(dir, 'cert.pem'))
      .replaceAll('/etc/letsencrypt/live/example.org/privkey.pem', join(dir, 'key.pem'))
      .replaceAll(/^\s*listen \[::\].*$/gm, '')
      .replaceAll('listen 80;', `listen 127.0.0.1:${http};`)
      .replaceAll('listen 443 ssl', `listen 127.0.0.1:${https} ssl`)
      .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${site.port};`)
    writeFileSync(join(dir, 'site.conf'), config)
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${dir}/${name};`).join(' ')
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  access_log off;\n  ${temp}\n  include ${dir}/site.conf;\n}\n`,
    )
    const proxy = spawn(nginx as string, ['-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off; master_process off;'], {
      stdio: 'ignore',
    })
    t.teardown(() => proxy.kill('SIGTERM'))
    const get = (port: number, host: string, tls: boolean) =>
      new Promise<{ status: number; location?: string; hsts: string[] }>((resolve, reject) => {
        const options = { host: '127.0.0.1', port, path: '/healthz', headers: { host }, servername: host, rejectUnauthorized: false }
        const done = (response: import('node:http').IncomingMessage) => {
          response.resume()
          const hsts = response.rawHeaders.filter(
            (_, i) => i % 2 === 0 && response.rawHeaders[i]?.toLowerCase() === 'strict-transport-security',
          )
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, hsts })
        }
        const request = tls ? httpsRequest(options, done) : httpRequest(options, done)
        request.on('error', reject).end()
      })
    let answer: Awaited<ReturnType<typeof get>> | undefined
    for (let tries = 0; tries < 50 && !answer; tries++) {
      answer = await get(https, 'example.org', true).catch(() => undefined)
      if (!answer) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    t.equal(answer?.status, 200, 'https://example.org reaches the site')
    t.equal(answer?.hsts.length, 1, 'with exactly one Strict-Transport-Security header')
    const www = await get(https, 'www.example.org', true)
    t.same([www.status, www.location], [301, 'https://example.org/healthz'], 'https://www. is redirected to the bare domain')
    const plain = await get(http, 'www.example.org', false)
    t.same([plain.status, plain.location], [301, 'https://example.org/healthz'], 'http:// too')
  },
)
