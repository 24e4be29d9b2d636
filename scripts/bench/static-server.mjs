#!/usr/bin/env node
// The benchmark's yardstick: a plain static file server, run in its own
// process (like the app) so it does not share the load generator's event loop.
// Usage: node static-server.mjs <folder> <port>
//
// @fastify/static over a folder of .html files with .gz and .br twins
// (preCompressed), as nginx's gzip_static/brotli_static would serve them: each
// request finds the file on disk and streams it, with no per-request
// compression and no application code. It is the same module the app serves
// its own assets with, so the comparison is with a good static server, not a
// slow one.
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'

const [folder, port] = process.argv.slice(2)
const app = Fastify({ logger: false })
await app.register(fastifyStatic, { root: folder, index: false, preCompressed: true })
await app.listen({ port: Number(port), host: '127.0.0.1' })
process.once('SIGTERM', () => app.close().then(() => process.exit(0)))
