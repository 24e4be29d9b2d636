/**
 * A scratch copy of the project, edited by a test, built and started: how the
 * tests prove that a change touches only the files it should (a route renamed
 * in lib/paths.ts alone, a section added as one content file).
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Test } from 'tap'
import { projectRoot } from '../../server/config.ts'
import { startServer } from './server-process.ts'
import { withoutTapHooks } from './tap-hooks.ts'

/** What a build needs: the sources (with the generated Prisma clients under server/db/), not dist/ or node_modules/. */
export const buildInputs = [
  'pages',
  'renderer',
  'sandbox',
  'course',
  'content',
  'public',
  'server',
  'lib',
  'prisma',
  'scripts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'prisma.config.ts',
  // Unstuck's labelled tuning pastes, which the build packs for the matcher's neighbour vote (course/search/stuck-pastes.ts);
  // never its held-out part, which no build reads.
  'stuck-corpus/tuning',
]

/** Copies the sources into a scratch folder (removed when the test ends) and returns its path. */
export function copyProject(t: Test, name: string): string {
  const copy = mkdtempSync(join(tmpdir(), `fztv-${name}-`))
  t.teardown(() => rmSync(copy, { recursive: true, force: true }))
  for (const input of buildInputs) cpSync(join(projectRoot, input), join(copy, input), { recursive: true })
  symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir')
  return copy
}

/**
 * Builds the copy and starts its production server (stopped when the test
 * ends); returns the server's URL, or undefined when the build failed (the
 * failure and the build's last output are reported).
 */
export async function buildAndStart(t: Test, copy: string): Promise<string | undefined> {
  const [command, ...args] = withoutTapHooks([process.execPath, 'scripts/build.mjs'])
  // A hung build is stopped; a slow one is not a failure (a build on this shared machine took past 240 s at load 18 and up).
  const build = spawnSync(command, args, { cwd: copy, encoding: 'utf8', timeout: 600_000 })
  t.equal(build.status, 0, 'the copy builds')
  if (build.status !== 0) {
    t.comment(build.stdout.slice(-2000), build.stderr.slice(-2000))
    return undefined
  }
  const server = await startServer(
    { DATABASE_URL: `file:${join(copy, 'app.db')}`, PUBLIC_URL: 'https://example.org' },
    { command: [process.execPath, join(copy, 'dist', 'node', 'index.js')], timeoutMs: 60_000 },
  )
  t.teardown(() => {
    server.child.kill('SIGKILL')
  })
  return server.url
}
