// The two servers the benchmark compares: the production app, started the way
// `npm start` starts it, and a static file server holding the app's own HTML.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { precompress } from '../build.mjs'
import { freePort } from '../test-services.mjs'
import { processStat } from './process-cpu.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Resolves when `url` answers 200, polling every 10 ms; rejects after `timeoutMs`. */
async function firstOk(url, child, timeoutMs = 60_000) {
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`)
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', resolve)
      child.kill('SIGTERM')
    })
}

/** The command `npm start` runs (package.json's "start" script, with the Node and V8 settings production uses). */
const startCommand = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start

/**
 * Starts the command `npm start` runs, without npm in between (the script
 * begins with `exec`: the shell becomes `env`, which becomes node, so the pid
 * is the server's), on a
 * free port with a throwaway database in `dir`, and measures the start-up:
 * from spawn to the first 200 on /. The build must be current, or
 * start.mjs would build first.
 */
export async function startApp(dir) {
  const port = await freePort()
  const started = performance.now()
  const child = spawn('/bin/sh', ['-c', startCommand], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `file:${join(dir, 'bench.db')}`,
      LOG_LEVEL: 'error',
      // Every request comes from 127.0.0.1, so the per-client limit on
      // renders that miss the page cache (query pages, forms: 300 a minute by
      // default) would answer most of the benchmark with 429. Lifted here only:
      // the benchmark measures rendering, not the limiter.
      PAGE_RATE_LIMIT_MAX: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  try {
    await firstOk(`${url}/`, child)
  } catch (error) {
    child.kill('SIGTERM')
    throw error
  }
  return { url, pid: child.pid, startupMs: performance.now() - started, stop: stopper(child) }
}

/** A file name for a route's HTML ("/" is index, "/tutorials?q=deploy" is tutorials-q-deploy). */
function fileNameOf(route) {
  return `${route.replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'index'}.html`
}

/**
 * Writes each route's HTML (the bytes the app answered) with .gz and .br
 * twins into `dir` and starts static-server.mjs on it. Returns the URL to
 * request for each route.
 */
export async function startBaseline(dir, htmlByRoute) {
  mkdirSync(dir, { recursive: true })
  const pathOf = new Map()
  for (const [route, html] of htmlByRoute) {
    const name = fileNameOf(route)
    writeFileSync(join(dir, name), html)
    pathOf.set(route, `/${name}`)
  }
  precompress(dir)
  const port = await freePort()
  const child = spawn(process.execPath, [join(root, 'scripts', 'bench', 'static-server.mjs'), dir, String(port)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const [firstPath] = pathOf.values()
  await firstOk(url + firstPath, child)
  return { urlOf: (route) => url + pathOf.get(route), stop: stopper(child) }
}

/**
 * Resolves once the process has been idle for a quarter second (at most 2
 * ticks, 20 ms, of CPU time). When autocannon stops, the server is still
 * rendering the requests that were in flight (seconds of work on a slow
 * page); the next measurement must not pay for them.
 */
export async function untilIdle(pid, timeoutMs = 30_000) {
  const deadline = performance.now() + timeoutMs
  let before = processStat(pid).ticks
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const now = processStat(pid).ticks
    if (now - before <= 2) return
    before = now
  }
}

/** A process's resident memory in MB (VmRSS from /proc; Linux only). */
export function residentMemoryMb(pid) {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  if (!kb) throw new Error(`no VmRSS for process ${pid}`)
  return Number(kb) / 1024
}
