/**
 * `npm start`, `npm run studio`, ... run the way an operator or a process
 * manager runs them: `npm` is the process started and signalled, and the tests
 * check that what it started (the shell, node, Prisma Studio) goes away with it.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { projectRoot } from '../../server/config.ts'
import { connects } from './ports.ts'
import { withoutTapHooks } from './tap-hooks.ts'

interface NpmScript {
  child: ChildProcessWithoutNullStreams
  /** Everything it wrote so far (stdout and stderr). */
  output(): string
  /** Resolves with the npm process's exit code, or its signal's name. */
  exited: Promise<number | string | null>
}

/** Runs `npm run <script> [-- args]` in the project with these settings added to the environment. */
export function runNpmScript(script: string, env: Record<string, string>, args: string[] = []): NpmScript {
  const [command, ...commandArgs] = withoutTapHooks(['npm', 'run', script, ...(args.length > 0 ? ['--', ...args] : [])])
  const child = spawn(command, commandArgs, {
    cwd: projectRoot,
    env: { ...process.env, npm_config_update_notifier: 'false', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | string | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)))
  return { child, output: () => output, exited }
}

/** Every process below `pid` right now (children, grandchildren, ...), from /proc. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // ended meanwhile
    }
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses; the last ')' ends it.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)])
  }
  const found: number[] = []
  const queue = [pid]
  while (queue.length > 0) {
    for (const child of parents.get(queue.shift() as number) ?? []) {
      found.push(child)
      queue.push(child)
    }
  }
  return found
}

/** The command line of a running process, or undefined when it has ended (a zombie counts as ended). */
function commandLine(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return undefined
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
  } catch {
    return undefined
  }
}

/** Polls `url` until it answers with any HTTP status; throws with the output when `script` ends or time runs out. */
export async function waitForHttp(url: string, script: NpmScript, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (script.child.exitCode !== null || script.child.signalCode !== null)
      throw new Error(`npm ended (${script.child.exitCode ?? script.child.signalCode}) before ${url} answered:\n${script.output()}`)
    try {
      return await fetch(url, { signal: AbortSignal.timeout(5000) })
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${script.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * Sends SIGTERM to the npm process only (as systemd, Docker or a supervisor
 * does) and waits up to `withinMs` for the port to close and every process it
 * had started to end. Returns what is still there: the port's state and the
 * command lines of the survivors. Survivors are then killed, so a failing test
 * leaves no orphans behind.
 */
export async function stopWithSigterm(
  script: NpmScript,
  port: number,
  withinMs: number,
): Promise<{ portOpen: boolean; survivors: string[]; npmExit: number | string | null }> {
  const started = descendants(script.child.pid as number)
  script.child.kill('SIGTERM')
  const deadline = Date.now() + withinMs
  let survivors: number[] = started
  let portOpen = true
  while (Date.now() < deadline) {
    survivors = started.filter((pid) => commandLine(pid) !== undefined)
    portOpen = await connects(port)
    if (survivors.length === 0 && !portOpen) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const described = survivors.map((pid) => `${pid}: ${commandLine(pid) ?? '(ended)'}`)
  for (const pid of survivors) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Ended meanwhile.
    }
  }
  const npmExit = await Promise.race([script.exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 2000))])
  return { portOpen, survivors: described, npmExit }
}
