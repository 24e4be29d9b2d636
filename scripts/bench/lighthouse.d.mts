// Types for scripts/bench/lighthouse.mjs (plain JavaScript, run by `npm run bench` without tsx).
/** What traceAtRunTime reads of a trace event (Chrome's trace format). */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { data?: { documentLoaderURL?: string } }
}
export function traceAtRunTime<Trace extends { traceEvents: TraceEvent[] }>(trace: Trace): Trace
export function runLighthouse(routes: string[], urlOf: (route: string) => string, runs: number): Promise<Map<string, unknown>>
