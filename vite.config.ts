import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import type { UserConfig } from 'vite'
import { contentPlugin } from './content/vite-plugin.ts'
import { playgroundFrame } from './server/routes/playground-frame.ts'

export default {
  plugins: [react(), vike(), contentPlugin()],
  define: {
    // renderer/features/project-checker/sandbox.ts asks for the frame by its version, which the server caches for a year.
    __PLAYGROUND_FRAME_VERSION__: JSON.stringify(playgroundFrame().version),
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
        advancedChunks: {
          groups: [
            // The frame every page loads (PageShell, +Layout, header, footer) stays in
            // one chunk with React. As a Vike setting, +Layout would otherwise get a
            // chunk of its own: one more request and ~0.4 KB gzip on every route.
            // Only Vike's hooks (files directly in renderer/) and the frame
            // (renderer/frame/): what loads on demand lives in the features'
            // and components' rooms, or this group would pull it in.
            { name: 'app', test: /[\\/](node_modules[\\/](react|react-dom|scheduler)[\\/]|renderer[\\/](frame[\\/])?[^\\/]+\.tsx?$)/ },
          ],
        },
      },
    },
  },
} satisfies UserConfig
