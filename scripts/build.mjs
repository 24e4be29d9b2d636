#!/usr/bin/env node
// Builds the site into dist/ (vite build) and records a stamp of the sources
// it was built from, so `npm start` can tell whether the build is current.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = fileURLToPath(new URL('..', import.meta.url))
const stampFile = join(root, 'dist', '.source-stamp')
/** Everything that goes into the build. */
const inputs = ['pages', 'renderer', 'content', 'public', 'vite.config.ts', 'tsconfig.json', 'package-lock.json']

function* files(path) {
  if (!existsSync(path)) return
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* files(join(path, entry))
  } else {
    yield path
  }
}

/** A hash of every build input's path and bytes. */
export function sourceStamp() {
  const hash = createHash('sha256')
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
    }
  }
  return hash.digest('hex')
}

export function buildIsCurrent() {
  return existsSync(join(root, 'dist', 'server', 'entry.mjs')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceStamp()
}

/**
 * Writes .br and .gz twins of the client's text files, compressed once at the
 * highest levels; the server sends them to browsers that accept them
 * (@fastify/static preCompressed), so no request pays for compression.
 * (`npm run bench` does the same for its static baseline's HTML.)
 */
export function precompress(dir) {
  for (const file of files(dir)) {
    if (!/\.(js|css|svg|json|txt|html|xml)$/.test(file)) continue
    const content = readFileSync(file)
    if (content.length < 1024) continue
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
  }
}

export function build() {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('The build failed (see above).')
  precompress(join(root, 'dist', 'client'))
  writeFileSync(stampFile, sourceStamp())
}

export function ensureBuild() {
  if (buildIsCurrent()) return false
  console.log('Building the site (the sources changed since the last build)...')
  build()
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    build()
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}
