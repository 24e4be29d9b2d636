#!/usr/bin/env node
// Builds the site into dist/: the pages (vite build: dist/client for browsers,
// dist/server for rendering) and the server itself (esbuild: dist/node, plain
// JavaScript, so production runs no TypeScript compiler), and records a stamp
// of the sources it was built from, so `npm start` can tell whether the build
// is current (scripts/build-check.mjs).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { buildIsCurrent, readSources, serverEntry } from './build-check.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

export { buildIsCurrent, serverEntry } from './build-check.mjs'

function* files(path) {
  if (!existsSync(path)) return
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* files(join(path, entry))
  } else {
    yield path
  }
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

/**
 * Compiles server/index.ts and what it imports from this project into
 * dist/node/ (packages stay in node_modules). Started this way the server
 * needs no TypeScript loader: tsx transforms every module it loads in a
 * worker thread of its own, which cost about 100 MB of memory and half a
 * second of start-up (docs/performance.md). Modules loaded with import() stay
 * separate files, loaded only when used (the Markdown pipeline is for
 * development only; the PostgreSQL client only with a postgresql:// URL).
 */
export async function buildServer() {
  const outdir = dirname(serverEntry)
  rmSync(outdir, { recursive: true, force: true })
  // Loaded to build only (loading esbuild's API took a tenth of a second of processor time).
  const { build: esbuild } = await import('esbuild')
  await esbuild({
    entryPoints: [join(root, 'server', 'index.ts')],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    plugins: [keepSourceLocations(outdir)],
    // For the paths keepSourceLocations writes.
    banner: { js: "import { resolve as __resolveFromBundle } from 'node:path';" },
    logLevel: 'warning',
  })
}

/**
 * Modules find files next to their source (`import.meta.dirname`,
 * `new URL('..', import.meta.url)`: the project root, the service worker).
 * Bundled into dist/node they would look next to the bundle instead, so each
 * of this project's modules gets its own source location back, as a path
 * relative to the bundle (the project folder may be moved after a build).
 */
function keepSourceLocations(outdir) {
  return {
    name: 'keep-source-locations',
    setup(build) {
      // Packages are external, so only this project's TypeScript comes here.
      build.onLoad({ filter: /\.tsx?$/ }, ({ path }) => {
        let source = readFileSync(path, 'utf8')
        if (source.includes('import.meta.')) {
          const file = JSON.stringify(relative(outdir, path))
          const folder = JSON.stringify(relative(outdir, dirname(path)))
          source = source
            .replaceAll('import.meta.url', `new URL(${file}, import.meta.url).href`)
            .replaceAll('import.meta.dirname', `__resolveFromBundle(import.meta.dirname, ${folder})`)
        }
        return { contents: source, loader: path.endsWith('.tsx') ? 'tsx' : 'ts' }
      })
    },
  }
}

/**
 * Compiles the offline-reading service worker (renderer/frame/service-worker.ts)
 * into one classic script, dist/server/service-worker.js, which the server
 * sends as /sw.js. Its BUILD_VERSION is the start of the build's source
 * stamp: each deploy is a new worker, which replaces the last one's copies.
 */
async function buildServiceWorker(stamp) {
  const { build: esbuild } = await import('esbuild')
  await esbuild({
    entryPoints: [join(root, 'renderer', 'frame', 'service-worker.ts')],
    outfile: join(root, 'dist', 'server', 'service-worker.js'),
    // With what it imports from lib/ (the search page's path), as one classic script.
    bundle: true,
    format: 'iife',
    target: 'es2022',
    define: { __BUILD_VERSION__: JSON.stringify(stamp.slice(0, 16)) },
    logLevel: 'warning',
  })
}

export async function build() {
  const sources = readSources()
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('The build failed (see above).')
  precompress(join(root, 'dist', 'client'))
  await buildServer()
  await buildServiceWorker(sources.stamp)
  sources.write()
}

export async function ensureBuild() {
  if (buildIsCurrent()) return false
  console.log('Building the site (the sources changed since the last build)...')
  await build()
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await build()
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}
