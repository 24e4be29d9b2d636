import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import type { UserConfig } from 'vite'
import { contentPlugin } from './content/vite-plugin.ts'

export default {
  plugins: [react(), vike(), contentPlugin()],
  build: {
    // Lessons are read on slow phones: keep the client small and modern.
    target: 'es2022',
  },
} satisfies UserConfig
