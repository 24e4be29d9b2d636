// The Debian packages the tests use, installed with apt-get when missing, so
// that `npm install && npm test` on a fresh Debian machine runs every test
// (scripts/test.mjs calls this first; .ci/run relies on it).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { postgresqlBin, redisServerBinary } from './test-services.mjs'

/** The Debian packages some tests need, each with how to tell it is there. */
const DEBIAN_PACKAGES = [
  // Playwright drives Debian's Chromium; nothing downloads a browser.
  { name: 'chromium', present: () => existsSync(chromiumPath()) },
  // The Nu Html Checker (test/e2e/valid-html.spec.ts) runs on Java.
  { name: 'default-jre-headless', present: () => !spawnSync('java', ['-version'], { stdio: 'ignore' }).error },
  // The many-machines tests start their own PostgreSQL and Redis on loopback (scripts/test-services.mjs).
  // Found as the tests find them, so the installer and the tests agree on what is missing.
  { name: 'postgresql', present: () => postgresqlBin() !== undefined },
  { name: 'redis-server', present: () => redisServerBinary() !== undefined },
  // The deploy kit's proxy configs are checked with the real tools (test/integration/deploy-kit.test.ts).
  { name: 'caddy', present: () => commandExists('caddy') },
  { name: 'nginx', present: () => commandExists('nginx') },
]

export function chromiumPath() {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium'
}

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

/**
 * Installs the missing packages of DEBIAN_PACKAGES with apt-get (sudo unless
 * root), so that a fresh machine runs every test: a skipped PostgreSQL test
 * would also leave the coverage thresholds unmet. The packages' own services
 * stay off (policy-rc.d answers 101 while apt runs); the tests start their own.
 * Without Chromium the browser tests count as failed; without one of the
 * others its tests are skipped with the reason.
 */
export function installMissingDebianPackages() {
  const missing = DEBIAN_PACKAGES.filter((debianPackage) => !debianPackage.present()).map(({ name }) => name)
  if (missing.length === 0) return
  console.log(`Installing Debian's ${missing.join(', ')} with apt-get (their services stay off; the tests start their own)...`)
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (args, input) => {
    const [command, ...rest] = [...sudo, ...args]
    const stdio = input === undefined ? ['ignore', 'inherit', 'inherit'] : ['pipe', 'ignore', 'inherit']
    return spawnSync(command, rest, { stdio, input, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  }
  const policy = '/usr/sbin/policy-rc.d'
  const ownPolicy = !existsSync(policy)
  if (ownPolicy) {
    apt(['tee', policy], '#!/bin/sh\nexit 101\n')
    apt(['chmod', '+x', policy])
  }
  try {
    for (const args of [
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', ...missing],
    ])
      if (apt(args).status !== 0) console.error(`apt-get could not install ${missing.join(', ')} (${args.join(' ')} failed).`)
  } finally {
    if (ownPolicy) apt(['rm', '-f', policy])
  }
}
