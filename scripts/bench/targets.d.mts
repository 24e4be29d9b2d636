// Types for scripts/bench/targets.mjs (plain JavaScript, run by `npm run bench` without tsx).

/** One row of the bench's table; only what the verdict reads. */
interface TargetRow {
  route: string
  status: number
  resultProblems: string[]
  jsGzip: number
  cssGzip: number
  load?: { ratio: number; p99Ms: number; failures: number }
  lighthouse?: { score: number; otherScore: number; otherCategory: string; lcpMs: number; tbt4xMs: number; tbt6xMs: number; cls: number }
}

export function missedTargets(run: {
  rows: TargetRow[]
  memoryMb: number
  startupMs: number
  checker?: { app: string; rate: number; completeMs: number; failures: string[] }[]
  explain?: { url: string; completeMs: number }[]
}): string[]
