// The benchmark's printed report: the machine it ran on and one markdown table.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'

/** Date, cores, CPU model, Node version and load average: the figures mean little without them. */
export function machineLine() {
  const cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU'
  const cores = execFileSync('nproc', { encoding: 'utf8' }).trim()
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${cores} cores (nproc) · ${cpu} · Node ${process.version} · load average ${load}`
}

const kb = (bytes) => (bytes / 1024).toFixed(1)
const blank = '–'
/** Two significant figures, 0 as 0: the target is 0, so a shift too small for three decimals must still show. */
const cls = (value) => String(Number(value.toPrecision(2)))
/** A task under 50 ms is not a long one, and Lighthouse lists none: only that it was under. */
const longest = (ms) => (ms >= 50 ? Math.round(ms) : '<50')

/**
 * One markdown table row per route; load and Lighthouse columns show a dash
 * when not measured. LCP, score and CLS are at Lighthouse's default 4x CPU
 * slowdown ("other categories": the lowest of accessibility, best practices
 * and SEO, with its name under 100); TBT and the longest task at 4x and at 6x ("<50" when no task
 * reached 50 ms), and TBT at 6x from the trace at run time
 * (scripts/bench/lighthouse.mjs says why).
 */
export function table(rows) {
  const lines = [
    '| Route | req/s | baseline req/s | ratio | p99 ms | failed | JS gz KB | CSS gz KB | HTML gz KB | Lighthouse | other categories | LCP ms | TBT 4x ms | TBT 6x ms | longest task 4x ms | longest task 6x ms | TBT 6x at run time ms | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ]
  for (const { route, load, lighthouse, jsGzip, cssGzip, htmlGzip } of rows) {
    const loadCells = load
      ? [Math.round(load.requestsPerSecond), Math.round(load.baselineRequestsPerSecond), load.ratio.toFixed(2), load.p99Ms, load.failures]
      : [blank, blank, blank, blank, blank]
    const lighthouseCells = lighthouse
      ? [
          lighthouse.score,
          lighthouse.otherScore === 100 ? 100 : `${lighthouse.otherScore} (${lighthouse.otherCategory})`,
          Math.round(lighthouse.lcpMs),
          Math.round(lighthouse.tbt4xMs),
          Math.round(lighthouse.tbt6xMs),
          longest(lighthouse.longestTask4xMs),
          longest(lighthouse.longestTask6xMs),
          Math.round(lighthouse.tbt6xRunTimeMs),
          cls(lighthouse.cls),
        ]
      : [blank, blank, blank, blank, blank, blank, blank, blank, blank]
    lines.push(`| ${[route, ...loadCells, kb(jsGzip), kb(cssGzip), kb(htmlGzip), ...lighthouseCells].join(' | ')} |`)
  }
  return lines.join('\n')
}
