// Whether dist/ holds a build of the sources as they are now: what `npm start`
// asks before it starts the server, so it loads only what the question needs
// (scripts/build.mjs, which builds, loads Node's process and compression
// modules). The build records, beside the stamp of every input's path and
// bytes (dist/.source-stamp), each input file's size, times, inode and hash
// (dist/.source-files). A file whose details are unchanged since that record
// is not read again; one whose details changed is read and compared by its
// hash, so a file saved again unchanged (or a checkout copied elsewhere) still
// counts as current, and any file added, removed or changed is a new build.
// Reading and hashing every input (about 1,250 files, 8 MB) took 60-150 ms of
// processor time at each start; looking at their details takes a fraction.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const stampFile = join(root, 'dist', '.source-stamp')
const recordFile = join(root, 'dist', '.source-files')
/** Everything that goes into the build. */
const inputs = [
  'pages',
  'renderer',
  'sandbox',
  'course',
  'content',
  'public',
  'server',
  'lib',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
]
/** The production server: server/index.ts compiled by the build (scripts/build.mjs). */
export const serverEntry = join(root, 'dist', 'node', 'index.js')

/**
 * A file's details are trusted only when it was last changed this long before
 * they were recorded: a file system keeps times in ticks (a few milliseconds
 * on Linux, 2 s on FAT), and a file written twice within one tick, once
 * before the record and once after, keeps the same times. Such a file is
 * compared by its bytes at every start, as git does with the files it calls
 * "racily clean".
 */
const SAME_TICK_MS = 3000

/** Every input file, as paths relative to the project root, in the stamp's order (each folder's entries sorted by name). */
function inputFiles() {
  const found = []
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(folder, entry.name)
      // A link is what it points to (a link to nothing is left out, as it has no bytes).
      const kind = entry.isSymbolicLink() ? statSync(path, { throwIfNoEntry: false }) : entry
      if (kind?.isDirectory()) walk(path)
      else if (kind) found.push(relative(root, path))
    }
  }
  for (const input of inputs) {
    const path = join(root, input)
    const kind = statSync(path, { throwIfNoEntry: false })
    if (kind?.isDirectory()) walk(path)
    else if (kind) found.push(input)
  }
  return found
}

const fileHash = (bytes) => createHash('sha256').update(bytes).digest('hex')
/** What changes when a file is written, replaced or touched: its size, times and inode, as one string. */
function details(stat) {
  return `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.ino}`
}

/**
 * Reads every input once, for the build: the stamp (a hash of every input's
 * path and bytes, the service worker's version) and what write() records.
 */
export function readSources() {
  const stamp = createHash('sha256')
  const files = []
  // Before any file is read: a file changed after this is never trusted by its details.
  const now = Date.now()
  for (const path of inputFiles()) {
    // Details first: a write after them changes them, so it is never mistaken for the bytes read here.
    const stat = statSync(join(root, path))
    const bytes = readFileSync(join(root, path))
    stamp.update(path).update('\0').update(bytes).update('\0')
    const changedLate = stat.mtimeMs > now - SAME_TICK_MS || stat.ctimeMs > now - SAME_TICK_MS
    files.push([path, changedLate ? '' : details(stat), fileHash(bytes)])
  }
  const digest = stamp.digest('hex')
  return {
    stamp: digest,
    /** Writes the stamp and the record, once the build they describe is done. */
    write() {
      writeFileSync(recordFile, JSON.stringify({ stamp: digest, files }))
      writeFileSync(stampFile, digest)
    },
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

export function buildIsCurrent() {
  if (!existsSync(join(root, 'dist', 'server', 'entry.mjs')) || !existsSync(serverEntry)) return false
  const record = readJson(recordFile)
  if (!record || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== record.stamp) return false
  const paths = inputFiles()
  if (paths.length !== record.files.length) return false
  for (let i = 0; i < paths.length; i++) {
    const [path, recorded, hash] = record.files[i]
    if (paths[i] !== path) return false
    const file = join(root, path)
    const stat = statSync(file)
    if (recorded !== '' && details(stat) === recorded) continue
    if (recorded !== '' && String(stat.size) !== recorded.slice(0, recorded.indexOf(':'))) return false
    if (fileHash(readFileSync(file)) !== hash) return false
  }
  return true
}
