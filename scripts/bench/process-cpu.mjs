// Processor time of a process and everything it started, read from /proc:
// /usr/bin/time misses a browser's renderer processes (they are not waited
// children), and on a shared machine wall time says little on its own.
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100

/** A process's parent pid and the processor time it has used, in clock ticks (utime + stime), from /proc. */
export function processStat(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name may hold spaces and parentheses: the fields start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }
}

/** pid -> [parent pid, user+system ticks] of every process readable now. */
function processes() {
  const found = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const { parent, ticks } = processStat(name)
      found.set(Number(name), [parent, ticks])
    } catch {
      // Gone between the listing and the read.
    }
  }
  return found
}

/** The pids under `root` (itself included). */
function treeOf(root, all) {
  const tree = new Set([root])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, [parent]] of all)
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid)
        grew = true
      }
  }
  return tree
}

/**
 * Samples the processor time of the processes under `root` (not `root`
 * itself) every `everyMs` until stopped;
 * `stop()` answers the seconds (user + system) the tree used meanwhile. A
 * process that ends between two samples loses what it used since the last.
 */
export function sampleTreeCpu(root = process.pid, everyMs = 100) {
  const first = new Map()
  const last = new Map()
  const sample = () => {
    const all = processes()
    for (const pid of treeOf(root, all)) {
      // The sampler's own process (the bench, reading /proc) is not the browser's work.
      if (pid === root) continue
      const ticks = all.get(pid)?.[1] ?? 0
      if (!first.has(pid)) first.set(pid, ticks)
      last.set(pid, ticks)
    }
  }
  sample()
  // Processes already there count from now; those started later, from their start.
  const before = new Set(first.keys())
  const timer = setInterval(sample, everyMs)
  return {
    stop() {
      clearInterval(timer)
      sample()
      let ticks = 0
      for (const [pid, now] of last) ticks += now - (before.has(pid) ? (first.get(pid) ?? 0) : 0)
      return ticks / TICKS_PER_SECOND
    },
    /** Seconds per process, largest first, each named by its Chromium --type (or its command), for a look at where the time went. */
    byProcess() {
      const rows = []
      for (const [pid, now] of last) {
        const seconds = (now - (before.has(pid) ? (first.get(pid) ?? 0) : 0)) / TICKS_PER_SECOND
        if (seconds <= 0) continue
        let name = String(pid)
        try {
          // Chromium rewrites its command line into one string: its type and a renderer's number tell them apart.
          const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
          const type = /--type=(\S+)/.exec(command)?.[1]
          const renderer = /--renderer-client-id=(\d+)/.exec(command)?.[1]
          name = type ? `${type}${renderer ? ` ${renderer}` : ''}` : (command.split(/[\0 ]/)[0]?.split('/').pop() ?? name)
        } catch {}
        rows.push({ pid, name, seconds })
      }
      return rows.sort((a, b) => b.seconds - a.seconds)
    },
  }
}

/** The whole machine's busy seconds (all cores) since `start()`, from /proc/stat: other users' work included. */
export function machineBusy() {
  const read = () => {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
    // user nice system idle iowait irq softirq steal
    return {
      busy: values[0] + values[1] + values[2] + values[5] + values[6] + values[7],
      all: values.slice(0, 8).reduce((a, b) => a + b, 0),
    }
  }
  const start = read()
  return () => {
    const end = read()
    return { busySeconds: (end.busy - start.busy) / TICKS_PER_SECOND, allSeconds: (end.all - start.all) / TICKS_PER_SECOND }
  }
}
