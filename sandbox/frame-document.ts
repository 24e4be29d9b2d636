/**
 * The document of /playground/frame, made from frame-shell.ts and
 * frame-script.ts: each compiled (esbuild) into one classic script, inlined
 * in a page of its own (the second inside the first, see compileFrameDocument).
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

/** `entry` (a file in sandbox/) compiled into one classic script, to be inlined in a script element. */
async function compileScript(entry: string, define: Record<string, string> = {}): Promise<string> {
  // Loaded only here: the production server reads the built document and never needs esbuild.
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [join(import.meta.dirname, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    charset: 'utf8',
    define,
    logLevel: 'warning',
  })
  const script = result.outputFiles[0]?.text ?? ''
  // A closing script tag inside the script would end it early, and the frame would do nothing.
  if (/<\/script/i.test(script)) throw new Error(`sandbox/${entry} must not contain a closing script tag`)
  return script
}

/**
 * The frame's document: its script (frame-shell.ts) makes a child frame for
 * each run from the run document (frame-script.ts in a page of its own),
 * which it holds as text. The child fills the frame, so the app is shown
 * and measured at the frame's width.
 */
export async function compileFrameDocument(): Promise<string> {
  const runDocument = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your app</title><script>${await compileScript('frame-script.ts')}</script></head><body></body></html>`
  // As a string in the shell's script, its closing script tags written <\/script, which a script element does not end at.
  const shell = await compileScript('frame-shell.ts', { __RUN_DOCUMENT__: JSON.stringify(runDocument).replaceAll('</', '<\\/') })
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your app</title><style>html,body,iframe{display:block;width:100%;height:100%;margin:0;border:0}body{overflow:hidden}</style><script>${shell}</script></head><body></body></html>`
}
