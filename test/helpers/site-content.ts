/**
 * The course as loadContent() compiles it (course/load.ts), compiled once
 * for a given set of sources and language and kept in node_modules/.cache/
 * (ignored by git, as other tools' caches are). Fourteen test files read the
 * whole course (tap's and the checker's browser tests), and compiling it costs
 * each about 3 to 6 CPU-seconds in English and 15 in Spanish (which compiles
 * the English it stands in for besides); reading it back, a few milliseconds
 * (the compiled course is plain JSON data: it survives JSON.stringify and
 * JSON.parse unchanged).
 *
 * The key hashes every file under content/ and lib/ (the course, the Markdown
 * pipeline and its schemas, and all they import from the project) and
 * package-lock.json (their libraries), so any change to those compiles
 * afresh. Tests of loading itself (a broken copy, a grown blog) call
 * loadContent directly.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { contentRoot } from '../../course/content-root.ts'
import type { Content } from '../../course/load.ts'
import type { Locale } from '../../lib/i18n/locale.ts'
import { projectRoot } from '../../server/config.ts'

const SOURCES = ['content', 'course', 'lib'].map((dir) => join(projectRoot, dir))
const CACHE = join(projectRoot, 'node_modules', '.cache', 'from-zero-to-vibe')
/**
 * Per checkout: a scratch copy of the project (test/helpers/project-copy.ts) shares this
 * node_modules, and its compilation must not remove this checkout's.
 */
const prefixOf = (root: string) => `site-content-${createHash('sha256').update(root).digest('hex').slice(0, 8)}-`
const PREFIX = prefixOf(projectRoot)

/** Removes what a scratch copy at `root` compiled here (the copy's teardown). */
export function removeCompiledCourse(root: string): void {
  for (const file of readdirSync(CACHE).filter((entry) => entry.startsWith(prefixOf(root)))) rmSync(join(CACHE, file), { force: true })
}

function sourcesKey(): string {
  const files = SOURCES.flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name)),
  )
  const hash = createHash('sha256')
  for (const file of [...files.sort(), join(projectRoot, 'package-lock.json')]) hash.update(file).update(readFileSync(file))
  return hash.digest('hex').slice(0, 16)
}

const compiled = new Map<Locale, Promise<Content>>()

/** The site's course in a language, compiled from content/ (once per change to its sources). */
export function siteContent(locale: Locale = 'en'): Promise<Content> {
  const content = compiled.get(locale) ?? readOrCompile(locale)
  compiled.set(locale, content)
  return content
}

async function readOrCompile(locale: Locale): Promise<Content> {
  const current = `${PREFIX}${sourcesKey()}-`
  const name = `${current}${locale}.json`
  const file = join(CACHE, name)
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Content
  } catch {
    // Not compiled yet for these sources (the Markdown pipeline loads only here).
    const { loadContent } = await import('../../course/load.ts')
    const content = loadContent(contentRoot, locale)
    mkdirSync(CACHE, { recursive: true })
    // Written whole, then renamed: a test file starting meanwhile reads all of it or nothing.
    const partial = `${file}.${process.pid}`
    writeFileSync(partial, JSON.stringify(content))
    renameSync(partial, file)
    // Compilations of older sources, in any language, are never read again.
    for (const old of readdirSync(CACHE).filter(
      (entry) => entry.startsWith(PREFIX) && entry.endsWith('.json') && !entry.startsWith(current),
    ))
      rmSync(join(CACHE, old), { force: true })
    return content
  }
}
