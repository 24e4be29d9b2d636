/**
 * Builds the sandbox frame's document (frame-document.ts) once per build:
 * the pages get its version as __PLAYGROUND_FRAME_VERSION__ (sandbox.ts asks
 * for /playground/frame?v=<version>), and the server build gets the document
 * itself, dist/server/playground-frame.html, which the server reads once at
 * start-up.
 */
import type { Plugin } from 'vite'
import { compileFrameDocument, FRAME_DOCUMENT_FILE, frameVersion } from './frame-document.ts'

export function sandboxPlugin(): Plugin {
  let html: string | undefined
  return {
    name: 'from-zero-to-vibe:sandbox',
    async config() {
      html = await compileFrameDocument()
      return { define: { __PLAYGROUND_FRAME_VERSION__: JSON.stringify(frameVersion(html)) } }
    },
    generateBundle() {
      if (this.environment.name !== 'ssr' || html === undefined) return
      this.emitFile({ type: 'asset', fileName: FRAME_DOCUMENT_FILE, source: html })
    },
  }
}
