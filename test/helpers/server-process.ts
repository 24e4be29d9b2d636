/**
 * The real entry point (server/index.ts) as a child process, for tests that
 * need a listening server: signals, crashes, load. Output is captured.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { join } from 'node:path'
import { projectRoot } from '../../server/config.ts'
import { TEST_FORM_SECRET } from './forms.ts'
import { freePort } from './ports.ts'

interface ServerProcess {
  child: ChildProcessWithoutNullStreams
  url: string
  port: number
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>
}

/** Starts server/index.ts on a free port with these settings and waits until /healthz answers. */
export async function startServer(env: Record<string, string>, { timeoutMs = 30_000 } = {}): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server', 'index.ts')], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', FORM_SECRET: TEST_FORM_SECRET, ...env, PORT: String(port) },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering:\n${output}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
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
