/**
 * Bakes the validated course into the server bundle as the virtual module
 * `virtual:content`. Content is loaded once when the server's build starts (a bad
 * file fails the build with its name and field) and again in dev when a content
 * file changes. Only server code may import the module: the client bundle
 * never contains content loaders or the Markdown pipeline.
 *
 * The server build also gets files made from the same loaded content, which
 * the server reads once (the playground's checks and the site map at
 * start-up; the course, the search index and Unstuck's files when first used): each
 * language's course (dist/server/content.<locale>.json), the site search index
 * (dist/server/search-index.json, server/plugins/search.ts), the Unstuck
 * catalogue (dist/server/stuck-catalogue.json, the same plugin), the learning
 * projects' checks the playground loads (dist/server/project-checks.<locale>.json,
 * server/routes/project-checks.ts), the labelled pastes
 * of its corpus, read from beside the content folder (dist/server/stuck-pastes.json,
 * once for every language: course/search/stuck-pastes.ts) and the list
 * of pages and articles (dist/server/site-map.json, server/routes/discovery.ts).
 */
import { posix } from 'node:path'
import type { Plugin } from 'vite'
import { defaultLocale, type Locale, locales } from '../lib/i18n/locale.ts'
import { type Content, loadContent, pageContentJson } from './load.ts'
import { projectChecks, projectChecksFile } from './project-checks.ts'
import { buildSearchData, searchIndexFile } from './search/search-index.ts'
import { type StuckCatalogue, stuckCatalogueFile, stuckPastesFile } from './search/stuck.ts'
import { readStuckPastes } from './search/stuck-pastes.ts'
import { buildSiteMap, siteMapFile } from './site-map.ts'

/** The course in every language (course/translations.ts: a file not translated, or translated from an older English, is the English). */
function loadEveryLanguage(root: string): Record<Locale, Content> {
  return Object.fromEntries(locales.map((locale) => [locale, loadContent(root, locale)])) as Record<Locale, Content>
}

/** Each language's course in the server build (dist/server/), which `virtual:content` reads. */
const contentFile = (locale: Locale) => `content.${locale}.json`
/** Where the built module names that file, until renderChunk knows where the module's chunk is. */
const contentUrlPlaceholder = (locale: Locale) => `__CONTENT_FILE_${locale}__`

const id = 'virtual:content'
const resolvedId = `\0${id}`

/** `root` is the content folder (vite.config.ts gives content/; tests a broken copy). */
export function contentPlugin(root: string): Plugin {
  let content: Record<Locale, Content> | undefined
  return {
    name: 'from-zero-to-vibe:content',
    buildStart() {
      this.addWatchFile(root)
      // Only the server's environment reads the course: compiled in the client's build as well, it was
      // compiled twice per build (about 20 CPU-seconds of the build's 70 here), and thrown away once.
      if (this.environment?.name === 'client') return
      content = loadEveryLanguage(root)
    },
    resolveId(source) {
      return source === id ? resolvedId : undefined
    },
    load(moduleId, options) {
      if (moduleId !== resolvedId) return undefined
      if (!options?.ssr) this.error('virtual:content is server-only; import it from +data hooks, never from components')
      if (this.environment?.mode !== 'build') {
        content ??= loadEveryLanguage(root)
        const loaded = content
        const languages = locales.map((locale) => `${locale}: JSON.parse(${JSON.stringify(pageContentJson(loaded[locale]))})`)
        return `export const contents = { ${languages.join(', ')} }\nexport const content = contents.en`
      }
      // Built, each language's course is a JSON file (generateBundle) the module reads. Written
      // into the module's source as a string (as in development), it stayed in the server's memory twice for good, as
      // the source and as the string: about 12 MB of the heap, where the parsed course is what the pages need.
      // Each language is read when a page first asks for it: a server that has only answered English pages never
      // parses the Spanish course (1.8 MB of JSON, and its share of the heap), and the first page waits for one language.
      const getters = locales.map(
        (locale) => `${locale}: { enumerable: true, get: () => (kept.${locale} ??= read(${contentUrlPlaceholder(locale)})) }`,
      )
      return [
        "import { readFileSync } from 'node:fs'",
        "const read = (url) => JSON.parse(readFileSync(url, 'utf8'))",
        'const kept = {}',
        `export const contents = Object.defineProperties({}, { ${getters.join(', ')} })`,
        'export const content = contents.en',
      ].join('\n')
    },
    renderChunk(code, chunk) {
      if (!code.includes(contentUrlPlaceholder(defaultLocale))) return null
      // The file's address from the chunk, which may be in a folder of dist/server/ (Vite's own file URLs point at the site's root).
      const fromChunk = (locale: Locale) => posix.relative(posix.dirname(chunk.fileName), contentFile(locale))
      let rendered = code
      for (const locale of locales)
        rendered = rendered.replaceAll(contentUrlPlaceholder(locale), `new URL(${JSON.stringify(fromChunk(locale))}, import.meta.url)`)
      return { code: rendered, map: null }
    },
    generateBundle() {
      if (this.environment.name !== 'ssr') return
      content ??= loadEveryLanguage(root)
      for (const locale of locales)
        this.emitFile({ type: 'asset', fileName: contentFile(locale), source: pageContentJson(content[locale]) })
      this.emitFile({ type: 'asset', fileName: stuckPastesFile, source: JSON.stringify(readStuckPastes(root)) })
      for (const locale of locales) {
        const languageContent = content[locale]
        this.emitFile({ type: 'asset', fileName: siteMapFile(locale), source: JSON.stringify(buildSiteMap(languageContent)) })
        this.emitFile({
          type: 'asset',
          fileName: searchIndexFile(locale),
          source: JSON.stringify(buildSearchData(languageContent, locale)),
        })
        this.emitFile({ type: 'asset', fileName: projectChecksFile(locale), source: JSON.stringify(projectChecks(languageContent)) })
        this.emitFile({
          type: 'asset',
          fileName: stuckCatalogueFile(locale),
          source: JSON.stringify({ problems: languageContent.problems } satisfies StuckCatalogue),
        })
      }
    },
    configureServer(server) {
      server.watcher.add(root)
      server.watcher.on('change', (file) => {
        if (!file.startsWith(root) || file.endsWith('.ts') || file.endsWith('.tsx')) return
        content = undefined
        const module = server.environments.ssr.moduleGraph.getModuleById(resolvedId)
        if (module) server.environments.ssr.moduleGraph.invalidateModule(module)
        server.ws.send({ type: 'full-reload' })
      })
    },
  }
}
