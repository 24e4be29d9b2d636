/**
 * The real entry point (server/index.ts, as the build compiled it when the
 * build is current) as a child process, for tests that need a listening
 * server: signals, crashes, load. Output is captured.
 */
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { buildIsCurrent, serverEntry } from '../../scripts/build.mjs'
import { projectRoot } from '../../server/config.ts'
import { TEST_FORM_SECRET } from './forms.ts'
import { freePort } from './ports.ts'
import { withoutTapHooks } from './tap-hooks.ts'

interface ServerProcess {
  child: ChildProcessWithoutNullStreams
  url: string
  port: number
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>
}

/** Root may write anywhere: a test that needs a file the server may not write runs it as `nobody`, like the service's own unprivileged user. */
export const asNobody: { uid?: number; gid?: number } = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}

/**
 * Why the server cannot run as `nobody`, or false: a checkout inside a private
 * folder (`mktemp -d` makes one 0700) is out of nobody's reach, and the server
 * could not even load, which is not what such a test is about.
 */
export const nobodyCannotReadProject =
  'uid' in asNobody &&
  spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(join(projectRoot, 'node_modules', 'tsx'))})`], asNobody)
    .status !== 0 &&
  `the project folder ${projectRoot} is not readable by nobody (uid 65534), so the server cannot run as that user`

let realEntryPoint: readonly [string, ...string[]] | undefined

/**
 * The command that runs the real entry point: server/index.ts as the build compiled it (dist/node/index.js, what
 * `npm start` runs) when that build is of these sources, as under `npm test`, which builds before its tests; otherwise
 * server/index.ts through tsx, so a file run by hand after an edit tests the edit. The same code either way; the build
 * starts without a TypeScript loader, in about half the processor time (2.6 CPU-seconds against 4.0 to 5.5 to /healthz,
 * docs/testing.md), and the tests start it dozens of times.
 */
function serverCommand(): readonly [string, ...string[]] {
  realEntryPoint ??= buildIsCurrent()
    ? [process.execPath, serverEntry]
    : [process.execPath, '--import', 'tsx', join(projectRoot, 'server', 'index.ts')]
  return realEntryPoint
}

/**
 * The command in a mount namespace of its own where `folder` is read-only, as
 * systemd's ProtectSystem=strict makes the code's folder for the service. Its
 * data/ folder, if this checkout has one (a form secret a test or a dev server
 * made), is an empty read-only one there: as on a fresh install, whatever this
 * checkout holds.
 */
function withReadOnlyFolder(folder: string, command: readonly string[]): string[] {
  const script = [
    'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0"',
    '{ [ ! -d "$0/data" ] || mount -t tmpfs -o ro,size=4k tmpfs "$0/data"; }',
    'exec "$@"',
  ].join(' && ')
  return ['unshare', '--mount', 'sh', '-c', script, folder, ...command]
}

/**
 * Runs server/index.ts with these settings when it is expected not to start,
 * and resolves with its exit code and everything it wrote. `uid`/`gid` run it
 * as another user (a root test can only meet a folder it may not write that
 * way); `readOnlyFolder` runs it where that folder is read-only (root only).
 */
export function runServerUntilExit(
  env: Record<string, string>,
  { timeoutMs = 60_000, uid, gid, readOnlyFolder }: { timeoutMs?: number; uid?: number; gid?: number; readOnlyFolder?: string } = {},
): Promise<{ code: number | null; output: string }> {
  // tap adds its process hooks to NODE_OPTIONS of every child; they write into the
  // project's .tap folder, which another user (or a read-only folder) may not: run that child without them.
  const node: readonly [string, ...string[]] =
    uid === undefined && readOnlyFolder === undefined ? withoutTapHooks(serverCommand()) : ['env', '-u', 'NODE_OPTIONS', ...serverCommand()]
  const [command, ...args] = readOnlyFolder === undefined ? node : withReadOnlyFolder(readOnlyFolder, node)
  const child = spawn(command, args, {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: projectRoot,
    ...(uid === undefined ? {} : { uid, gid }),
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    }),
  )
}

/**
 * Starts server/index.ts on a free port with these settings and waits until
 * /healthz answers 200 (or, with `healthy: false`, answers at all: a site
 * started on a faulty disk answers 503). `onOutput` sees the output as it
 * comes, for a test that acts on what the server says while it starts.
 * `uid`/`gid` run it as another user.
 */
export async function startServer(
  env: Record<string, string>,
  {
    timeoutMs = 30_000,
    onOutput,
    command: entryPoint = serverCommand(),
    healthy = true,
    uid,
    gid,
  }: {
    timeoutMs?: number
    onOutput?: (output: string) => void
    /** Another entry point than this checkout's server/index.ts (a copy's build, say). */
    command?: readonly string[]
    healthy?: boolean
    uid?: number
    gid?: number
  } = {},
): Promise<ServerProcess> {
  const port = await freePort()
  // tap's hooks (which it adds to NODE_OPTIONS of every child) write into the project's .tap folder, which another user may not.
  const [command, ...args] = uid === undefined ? withoutTapHooks(entryPoint) : ['env', '-u', 'NODE_OPTIONS', ...entryPoint]
  if (!command) throw new Error('startServer needs a command')
  const child = spawn(command, args, {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', FORM_SECRET: TEST_FORM_SECRET, ...env, PORT: String(port) },
    stdio: ['pipe', 'pipe', 'pipe'],
    cwd: projectRoot,
    ...(uid === undefined ? {} : { uid, gid }),
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
    onOutput?.(output)
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
    onOutput?.(output)
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering:\n${output}`)
    try {
      const health = await fetch(`${url}/healthz`)
      if (health.ok || !healthy) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { child, url, port, output: () => output, exited }
}

/**
 * Resolves with the server's output once it matches `pattern`, or with all of
 * it after `timeoutMs`: a log line can reach the pipe after the answer it goes
 * with, later still on a busy machine.
 */
export async function outputMatching(server: Pick<ServerProcess, 'output'>, pattern: RegExp, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (!pattern.test(server.output()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
  return server.output()
}
