/**
 * Builds the check script once per build (live-check-build.ts): the pages get
 * its address and integrity as __LIVE_CHECK_SCRIPT__, and the server build
 * gets the script itself, dist/server/live-check.js, which the server reads
 * once at start-up (server/routes/live-check.ts).
 */
import type { Plugin } from 'vite'
import { compileLiveCheck } from './live-check-build.ts'
import { LIVE_CHECK_FILE, liveCheckScript } from './live-check-script.ts'

export function liveCheckPlugin(contentRoot: string): Plugin {
  let code: string | undefined
  return {
    name: 'from-zero-to-vibe:live-check',
    async config() {
      code = await compileLiveCheck(contentRoot)
      return { define: { __LIVE_CHECK_SCRIPT__: JSON.stringify(liveCheckScript(code)) } }
    },
    generateBundle() {
      if (this.environment.name !== 'ssr' || code === undefined) return
      this.emitFile({ type: 'asset', fileName: LIVE_CHECK_FILE, source: code })
    },
  }
}
