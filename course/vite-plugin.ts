/**
 * Bakes the validated course into the server bundle as the virtual module
 * `virtual:content`. Content is loaded once when the build starts (a bad file
 * fails the build with its name and field) and again in dev when a content
 * file changes. Only server code may import the module: the client bundle
 * never contains content loaders or the Markdown pipeline.
 *
 * The server build also gets files made from the same loaded content, which
 * the server reads once at start-up: the site search index
 * (dist/server/search-index.json, server/plugins/search.ts), the Unstuck
 * catalogue (dist/server/stuck-catalogue.json, the same plugin) and the list
 * of pages and articles (dist/server/site-map.json, server/routes/discovery.ts).
 */
import type { Plugin } from 'vite'
import { type Content, loadContent, pageContentJson } from './load.ts'
import { buildSearchData, SEARCH_INDEX_FILE } from './search/search-index.ts'
import { STUCK_CATALOGUE_FILE, type StuckCatalogue } from './search/stuck.ts'
import { buildSiteMap, SITE_MAP_FILE } from './site-map.ts'

const id = 'virtual:content'
const resolvedId = `\0${id}`

/** `root` is the content folder (vite.config.ts gives content/; tests a broken copy). */
export function contentPlugin(root: string): Plugin {
  let content: Content | undefined
  return {
    name: 'from-zero-to-vibe:content',
    buildStart() {
      content = loadContent(root)
      this.addWatchFile(root)
    },
    resolveId(source) {
      return source === id ? resolvedId : undefined
    },
    load(moduleId, options) {
      if (moduleId !== resolvedId) return undefined
      if (!options?.ssr) this.error('virtual:content is server-only; import it from +data hooks, never from components')
      content ??= loadContent(root)
      return `export const content = JSON.parse(${JSON.stringify(pageContentJson(content))})`
    },
    generateBundle() {
      if (this.environment.name !== 'ssr') return
      content ??= loadContent(root)
      this.emitFile({ type: 'asset', fileName: SEARCH_INDEX_FILE, source: JSON.stringify(buildSearchData(content)) })
      this.emitFile({ type: 'asset', fileName: SITE_MAP_FILE, source: JSON.stringify(buildSiteMap(content)) })
      this.emitFile({
        type: 'asset',
        fileName: STUCK_CATALOGUE_FILE,
        source: JSON.stringify({ problems: content.problems } satisfies StuckCatalogue),
      })
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
