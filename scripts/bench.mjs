#!/usr/bin/env node
// `npm run bench`: prints the figures the site is held to. Nothing here
// passes or fails; compare the numbers (and ratios from one run) over time.
//
// 1. First-load JavaScript per route, gzip: every script and modulepreload
//    the server-rendered HTML asks for.
// 2. Throughput of content pages against a static file served by the same
//    server, in one run (autocannon, loopback only, bounded duration).
//
// Needs a build (npm run build). Starts its own server on a free port with a
// throwaway database.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'

const root = fileURLToPath(new URL('..', import.meta.url))
const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
const pages =
  routes.length > 0
    ? routes
    : [
        '/',
        '/guide',
        '/section1',
        '/section6',
        '/project1',
        '/featured-project1',
        '/projects',
        '/tutorials',
        '/blog',
        '/success-stories',
        '/landing',
        '/get-help',
      ]
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36' }

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address()
    server.close(() => resolve(port))
  })
})
const dir = mkdtempSync(join(tmpdir(), 'fztv-bench-'))
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'index.ts')], {
  env: { ...process.env, PORT: String(port), DATABASE_URL: `file:${join(dir, 'bench.db')}`, LOG_LEVEL: 'error' },
  stdio: 'inherit',
})
const base = `http://127.0.0.1:${port}`
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break
    } catch {}
    if (i > 200) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 100))
  }

  console.log('First-load JavaScript (gzip) per route')
  console.log('| Route | Status | HTML gzip | JS files | JS gzip |')
  console.log('|---|---:|---:|---:|---:|')
  const gzipOf = new Map()
  for (const route of pages) {
    const response = await fetch(base + route, { headers: browser })
    const html = await response.text()
    const scripts = new Set([...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]))
    let total = 0
    for (const src of scripts) {
      if (!gzipOf.has(src)) gzipOf.set(src, gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer()), { level: 9 }).length)
      total += gzipOf.get(src)
    }
    console.log(
      `| ${route} | ${response.status} | ${(gzipSync(html).length / 1024).toFixed(1)} KB | ${scripts.size} | ${(total / 1024).toFixed(1)} KB |`,
    )
  }

  // A small file from public/, served by @fastify/static: the "static file" yardstick.
  const staticFile = '/favicon.svg'
  console.log(`\nThroughput (${seconds} s each, 10 connections, loopback; compare within this run)`)
  console.log('| Target | req/s | p99 latency | non-2xx |')
  console.log('|---|---:|---:|---:|')
  for (const [label, path] of [
    [`static file ${staticFile}`, staticFile],
    ['/section1 (content page)', '/section1'],
    ['/ (home)', '/'],
    ['/guide', '/guide'],
  ]) {
    const result = await autocannon({ url: base + path, connections: 10, duration: seconds, headers: browser })
    console.log(`| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p99} ms | ${result.non2xx} |`)
  }
} finally {
  server.kill('SIGTERM')
  rmSync(dir, { recursive: true, force: true })
}
