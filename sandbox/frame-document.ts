/**
 * The document of /playground/frame, made from frame-script.ts: the script
 * compiled (esbuild) into one classic script, inlined in a page of its own.
 * Node only: the build (vite-plugin.ts) writes it to
 * dist/server/playground-frame.html and gives the pages its version; the
 * server answers with that file (server/routes/playground-frame.ts), and in
 * development, where there is no build, makes it on the spot.
 */
import { createHash } from 'node:crypto'
import { join } from 'node:path'

/** The frame's document in dist/server/. */
export const FRAME_DOCUMENT_FILE = 'playground-frame.html'

/** The version the pages ask for (/playground/frame?v=...): a hash of the document, so its URL never changes answer. */
export function frameVersion(html: string): string {
  return createHash('sha256').update(html).digest('hex').slice(0, 16)
}

/** The frame's document, its script compiled from frame-script.ts. */
export async function compileFrameDocument(): Promise<string> {
  // Loaded only here: the production server reads the built document and never needs esbuild.
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [join(import.meta.dirname, 'frame-script.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    charset: 'utf8',
    logLevel: 'warning',
  })
  const script = result.outputFiles[0]?.text ?? ''
  // A closing script tag inside the script would end it early, and the frame would do nothing.
  if (/<\/script/i.test(script)) throw new Error('sandbox/frame-script.ts must not contain a closing script tag')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your app</title><script>${script}</script></head><body></body></html>`
}
