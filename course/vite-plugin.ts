/**
 * Bakes the validated course into the server bundle as the virtual module
 * `virtual:content`. Content is loaded once when the server's build starts (a bad
 * file fails the build with its name and field) and again in dev when a content
 * file changes. Only server code may import the module: the client bundle
 * never contains content loaders or the Markdown pipeline.
 *
 * The server build also gets files made from the same loaded content, which
 * the server reads once at start-up: the site search index
 * (dist/server/search-index.json, server/plugins/search.ts), the Unstuck
 * catalogue (dist/server/stuck-catalogue.json, the same plugin), the labelled pastes
 * of its corpus, read from beside the content folder (dist/server/stuck-pastes.json,
 * once for every language: course/search/stuck-pastes.ts) and the list
 * of pages and articles (dist/server/site-map.json, server/routes/discovery.ts).
 */
import type { Plugin } from 'vite'
import { type Locale, locales } from '../lib/i18n/locale.ts'
import { type Content, loadContent, pageContentJson } from './load.ts'
import { buildSearchData, searchIndexFile } from './search/search-index.ts'
import { type StuckCatalogue, stuckCatalogueFile, stuckPastesFile } from './search/stuck.ts'
import { readStuckPastes } from './search/stuck-pastes.ts'
import { buildSiteMap, siteMapFile } from './site-map.ts'

/** The course in every language (course/translations.ts: a file not translated, or translated from an older English, is the English). */
function loadEveryLanguage(root: string): Record<Locale, Content> {
  return Object.fromEntries(locales.map((locale) => [locale, loadContent(root, locale)])) as Record<Locale, Content>
}

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
      content ??= loadEveryLanguage(root)
      const languages = locales.map((locale) => `${locale}: JSON.parse(${JSON.stringify(pageContentJson(content?.[locale] as Content))})`)
      return `export const contents = { ${languages.join(', ')} }\nexport const content = contents.en`
    },
    generateBundle() {
      if (this.environment.name !== 'ssr') return
      content ??= loadEveryLanguage(root)
      this.emitFile({ type: 'asset', fileName: stuckPastesFile, source: JSON.stringify(readStuckPastes(root)) })
      for (const locale of locales) {
        const languageContent = content[locale]
        this.emitFile({ type: 'asset', fileName: siteMapFile(locale), source: JSON.stringify(buildSiteMap(languageContent)) })
        this.emitFile({
          type: 'asset',
          fileName: searchIndexFile(locale),
          source: JSON.stringify(buildSearchData(languageContent, locale)),
        })
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
