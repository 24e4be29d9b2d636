import type { SpawnSyncOptions, SpawnSyncReturns } from 'node:child_process'
export function runPrisma(args: string[], options?: SpawnSyncOptions): SpawnSyncReturns<Buffer>
