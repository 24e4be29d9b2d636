// Issue #10's targets, and the check that names every one a run missed.
import { BUDGETS } from './page-weight.mjs'
import { isQueryRoute } from './routes.mjs'

const TARGETS = {
  queryRatio: 0.25,
  queryP99Ms: 50,
  contentRatio: 0.9,
  lcpMs: 1200,
  score: 100,
  tbtMs: 50,
  cls: 0.01,
  memoryMb: 150,
  startupMs: 1500,
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * One line per missed target. `rows` are the table's rows (load figures are
 * absent with no load run, Lighthouse figures with --no-lighthouse).
 */
export function missedTargets({ rows, memoryMb, startupMs }) {
  const missed = []
  const miss = (text) => missed.push(`MISSED: ${text}`)
  for (const row of rows) {
    const { route } = row
    for (const problem of row.resultProblems) miss(`${route} wrong results: ${problem}`)
    if (row.status !== 200) miss(`${route} answered ${row.status}, not 200`)
    if (row.jsGzip > BUDGETS.jsGzipBytes) miss(`${route} JS ${kb(row.jsGzip)} gz > ${kb(BUDGETS.jsGzipBytes)}`)
    if (row.cssGzip > BUDGETS.cssGzipBytes) miss(`${route} CSS ${kb(row.cssGzip)} gz > ${kb(BUDGETS.cssGzipBytes)}`)
    if (row.load) {
      const { ratio, p99Ms, failures } = row.load
      if (failures > 0) miss(`${route} ${failures} failed requests (non-2xx, errors, timeouts) > 0`)
      const minimum = isQueryRoute(route) ? TARGETS.queryRatio : TARGETS.contentRatio
      if (ratio < minimum) miss(`${route} ratio ${ratio.toFixed(2)} < ${minimum}`)
      if (isQueryRoute(route) && p99Ms >= TARGETS.queryP99Ms) miss(`${route} p99 ${p99Ms} ms >= ${TARGETS.queryP99Ms} ms`)
    }
    if (row.lighthouse) {
      const { score, lcpMs, tbtMs, cls } = row.lighthouse
      if (score < TARGETS.score) miss(`${route} Lighthouse performance ${score} < ${TARGETS.score}`)
      if (lcpMs > TARGETS.lcpMs) miss(`${route} LCP ${Math.round(lcpMs)} ms > ${TARGETS.lcpMs} ms`)
      if (tbtMs > TARGETS.tbtMs) miss(`${route} TBT ${Math.round(tbtMs)} ms > ${TARGETS.tbtMs} ms`)
      if (cls > TARGETS.cls) miss(`${route} CLS ${cls.toFixed(3)} > ${TARGETS.cls}`)
    }
  }
  if (memoryMb > TARGETS.memoryMb) miss(`server memory ${Math.round(memoryMb)} MB > ${TARGETS.memoryMb} MB`)
  if (startupMs >= TARGETS.startupMs) miss(`start-up ${Math.round(startupMs)} ms >= ${TARGETS.startupMs} ms`)
  return missed
}
