#!/usr/bin/env node
// Runs the Prisma CLI so that it works offline.
//
// Every Prisma 7 CLI command first looks for the native schema engine and
// tries to download it from Prisma's own host, which is unreachable on our
// machines; `generate` and `studio` never use it. Pointing
// PRISMA_SCHEMA_ENGINE_BINARY at any existing file skips the download. We do
// not run `prisma migrate`: migrations are applied by server/db/migrate.ts.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const cli = require.resolve('prisma/build/index.js')

const prismaEnv = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
  CHECKPOINT_DISABLE: '1',
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
}

export function runPrisma(args, options = {}) {
  return spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit', env: prismaEnv, ...options })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = runPrisma(process.argv.slice(2))
  process.exit(result.status ?? 1)
}
