import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import type { Plugin, UserConfig } from 'vite'
import { contentRoot } from './course/content-root.ts'
import { liveCheckPlugin } from './course/live-check/vite-plugin.ts'
import { contentPlugin } from './course/vite-plugin.ts'
import { sandboxPlugin } from './sandbox/vite-plugin.ts'

const USER_EVENT_CONFIG = fileURLToPath(new URL('./renderer/features/project-checker/harness/user-event-config.ts', import.meta.url))

/**
 * html-validate (the project checker's markup check, loaded when a check runs) gets
 * a stand-in for Ajv in the browser: Ajv compiles code at run time, which the
 * site's CSP forbids (renderer/features/project-checker/markup/ajv-stand-in.ts says more).
 */
const ajvStandIn: Plugin = {
  name: 'fztv-ajv-stand-in',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'ajv' && importer && /[\\/]node_modules[\\/]html-validate[\\/]/.test(importer))
      return fileURLToPath(new URL('./renderer/features/project-checker/markup/ajv-stand-in.ts', import.meta.url))
    return undefined
  },
}

/**
 * @testing-library/user-event reads Testing Library's configuration and
 * nothing else of it: it gets the harness's stand-in (renderer/features/project-checker/harness/user-event-config.ts
 * says why), in the pages and in the harness's own build (a worker build, with plugins of its own).
 */
const userEventConfig: Plugin = {
  name: 'fztv-user-event-config',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '@testing-library/dom' && importer && /[\\/]node_modules[\\/]@testing-library[\\/]user-event[\\/]/.test(importer))
      return USER_EVENT_CONFIG
    return undefined
  },
}

export default {
  // sandboxPlugin: the sandbox frame's document, and its version for the pages (sandbox/sandbox.ts asks for it).
  plugins: [ajvStandIn, userEventConfig, react(), vike(), contentPlugin(contentRoot), sandboxPlugin(), liveCheckPlugin(contentRoot)],
  worker: { plugins: () => [userEventConfig] },
  define: {
    // The footer's copyright runs to the year the site was built (renderer/frame/footer.tsx).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  ssr: {
    // Bundled into the server build, so it keeps only the two dozen icons the
    // site uses. Left external, Node would load the package's CommonJS file:
    // 1.3 MB of source making all 1,600+ icons, held in the server's memory.
    noExternal: ['lucide-react'],
  },
  build: {
    // Lessons are read on slow phones: keep the client small and modern.
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Rolldown warns at every build that advancedChunks is deprecated for codeSplitting, and that it
        // ignores the manualChunks Vike sets. Not migrated on purpose: under codeSplitting Vike adds a group
        // for every CSS file (its vikejs/vike#1815 workaround), and /project3 then loaded 3 chunks at page
        // load instead of 1 (measured November 2026, same bytes). The two CSS files here are not duplicated.
        advancedChunks: {
          groups: [
            // React and the code that hydrates islands with it, in one chunk
            // that no page runs at load: the entry (renderer/+client.ts) is
            // small and imports it only when an island must hydrate
            // (renderer/islands/start-islands.ts). Each island's own module,
            // beside what renders it (renderer/**, pages/**), is a chunk of
            // its own, fetched only by pages that have that island; this group
            // must not pull one in.
            // What the entry imports (and the island markup it shares with the
            // hydrating code) stays in the entry, so importing it runs no React.
            // So do the pages' addresses and the reader of their words, which
            // plain parts (lib/island-markup.ts: /progress's counts) share with
            // the islands: in the group below they would bring React DOM with
            // them (a group takes in what its modules import), and in a chunk
            // of their own they cost every page a request and its gzip framing.
            {
              name: 'start',
              priority: 2,
              test: /[\\/](renderer[\\/](\+client\.ts|islands[\\/][a-z-]+\.ts|frame[\\/](register-service-worker|scroll-to-top-on-load)\.ts)|lib[\\/](island-markup|paths|i18n[\\/](messages|localized-urls|locale))\.ts)$/,
            },
            // With them, what every page's islands use (the header's among them):
            // the reader of their words, otherwise a small chunk of its own on every page.
            {
              name: 'hydrate',
              priority: 1,
              test: /[\\/](node_modules[\\/](react|react-dom|scheduler)[\\/]|renderer[\\/](islands[\\/](hydrate-islands|island)\.tsx|frame[\\/]use-messages\.ts)$)/,
            },
          ],
        },
      },
    },
  },
} satisfies UserConfig
