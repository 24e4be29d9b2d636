import type { Config } from 'vike/types'

// Settings every page shares. The custom settings declared under `meta` are
// typed in ./vike.d.ts and read by +Head (head tags) and PageShell (layout).
export default {
  // Each page is a full server-rendered document; links are plain links. This
  // keeps first-load JavaScript small (no client router) and every page works
  // before, or without, JavaScript.
  clientRouting: false,
  // Put Vike's scripts before </body>, outside the React root, so hydration
  // sees exactly the markup React rendered.
  injectScriptsAt: 'HTML_END',
  meta: {
    title: { env: { server: true } },
    titleTemplate: { env: { server: true } },
    description: { env: { server: true } },
    // Pages and layouts render on the server only: the browser hydrates just
    // the islands inside them (renderer/islands/), so their code never ships.
    Page: { env: { server: true } },
    Layout: { env: { server: true } },
    // Head tags: renderer/+Head.tsx for every page, then a page's own +Head.tsx.
    Head: { env: { server: true }, cumulative: true },
  },
  titleTemplate: '%s | From Zero to Vibe',
} satisfies Config
