import type { SpawnSyncOptions, SpawnSyncReturns } from 'node:child_process'
export const prismaEnv: NodeJS.ProcessEnv
export function runPrisma(args: string[], options?: SpawnSyncOptions): SpawnSyncReturns<Buffer>
