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
            // What every page loads stays in one chunk with React: Vike's client
            // hooks (files directly in renderer/) and the islands' machinery
            // (renderer/islands/). Each island's own module, beside what renders
            // it (renderer/**, pages/**), is a chunk of its own, fetched only by
            // pages that have that island; this group must not pull one in.
            { name: 'app', test: /[\\/](node_modules[\\/](react|react-dom|scheduler)[\\/]|renderer[\\/](islands[\\/])?[^\\/]+\.tsx?$)/ },
          ],
        },
      },
    },
  },
} satisfies UserConfig
