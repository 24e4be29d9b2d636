import type { SpawnOptions } from 'node:child_process'
/** Runs a long-running Prisma command (studio), passing signals on; resolves with the exit status to end with. */
export function runPrismaUntilStopped(args: string[], options?: SpawnOptions): Promise<number>
