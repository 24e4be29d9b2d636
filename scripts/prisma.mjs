#!/usr/bin/env node
// Runs the Prisma CLI so that it works offline.
//
// Every Prisma 7 CLI command first looks for the native schema engine and
// tries to download it from Prisma's own host, which is unreachable on our
// machines; `generate` and `studio` never use it. Pointing
// PRISMA_SCHEMA_ENGINE_BINARY at any existing file skips the download. We do
// not run `prisma migrate`: migrations are applied by server/db/migrate.ts.
import { spawn, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { constants as osConstants } from 'node:os'

const require = createRequire(import.meta.url)
const cli = require.resolve('prisma/build/index.js')

const prismaEnv = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
  CHECKPOINT_DISABLE: '1',
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
}

function runPrisma(args, options = {}) {
  return spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit', env: prismaEnv, ...options })
}

/**
 * Starts a long-running Prisma command (studio) as a child process and passes
 * on SIGTERM, SIGINT and SIGHUP, so stopping this process stops Prisma too
 * (a synchronous spawn would leave it running as an orphan). Resolves with the
 * exit status to end with: the child's, or 128 + the signal's number.
 */
export function runPrismaUntilStopped(args, options = {}) {
  const child = spawn(process.execPath, [cli, ...args], { stdio: 'inherit', env: prismaEnv, ...options })
  const forward = (signal) => child.kill(signal)
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, forward)
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not start Prisma: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => resolve(code ?? 128 + (signal ? (osConstants.signals[signal] ?? 0) : 0)))
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = runPrisma(process.argv.slice(2))
  process.exit(result.status ?? 1)
}
