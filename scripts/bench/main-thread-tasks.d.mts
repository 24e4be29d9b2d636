// Types for scripts/bench/main-thread-tasks.mjs (plain JavaScript, run by the bench without tsx).
import type { Browser } from '@playwright/test'

export interface TraceEvent {
  name: string
  ts: number
  dur: number
  tdur?: number
}
export interface MainThreadTask {
  event: TraceEvent
  /** Thread time, ms at full speed. */
  ms: number
  /** Its start, ms from the navigation's start. */
  atMs: number
}
export const LONG_AT_6X_MS: number
export function taskBreakdown(task: TraceEvent, onMainThread: TraceEvent[]): string
export function traceFirstVisit(
  browser: Browser,
  url: string,
): Promise<{ tasks: MainThreadTask[]; afterPaint: MainThreadTask[]; firstPaintMs: number; onMainThread: TraceEvent[] }>
