/** Runs a command to its end; resolves with its exit code and everything it wrote (stdout and stderr, interleaved as they came). */
import { type SpawnOptions, spawn } from 'node:child_process'

export function runToExit(command: string, args: string[], options: SpawnOptions = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => resolve({ code, output }))
  })
}
