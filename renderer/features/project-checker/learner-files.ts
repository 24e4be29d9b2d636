/**
 * The files a learner pastes into the playground or a project's checker,
 * kept in this browser only (localStorage, one key per page), never sent to
 * the server.
 */
import type { LearnerFiles } from '../../../sandbox/protocol.ts'

export const EMPTY_FILES: LearnerFiles = { html: '', css: '', js: '' }

export function loadFiles(key: string): LearnerFiles {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null')
    if (value && typeof value === 'object') {
      const { html, css, js } = value as Record<string, unknown>
      return { html: typeof html === 'string' ? html : '', css: typeof css === 'string' ? css : '', js: typeof js === 'string' ? js : '' }
    }
  } catch {
    // Broken or missing: start empty.
  }
  return EMPTY_FILES
}

export function saveFiles(key: string, files: LearnerFiles) {
  try {
    localStorage.setItem(key, JSON.stringify(files))
  } catch {
    // Storage full or refused: the files still work for this visit.
  }
}

/** Removes the kept files ("Clear these files", or files that hold a key). */
export function forgetFiles(key: string) {
  try {
    localStorage.removeItem(key)
  } catch {
    // Storage refused: nothing was kept.
  }
}

/**
 * The images the page or its style asks for by address (cat.png,
 * ./images/logo.svg, a web address): only the three pasted files reach the
 * sandbox, which has no network, so these show there as broken boxes. Images
 * written into the files (data: URLs) are left out.
 */
export function ownImages(files: LearnerFiles): string[] {
  const found = new Set<string>()
  const take = (value: string | undefined, mustLookLikeImage: boolean) => {
    const address = value?.trim()
    if (!address || /^(data:|blob:|#)/i.test(address)) return
    if (!mustLookLikeImage || /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp)(\?|#|$)/i.test(address)) found.add(address)
  }
  for (const match of files.html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi)) take(match[1], false)
  // A url() may be a font too: only those with an image's ending.
  for (const text of [files.css, files.html]) for (const match of text.matchAll(/url\(\s*["']?([^"')]+)/gi)) take(match[1], true)
  return [...found]
}

/** Which text area a picked file fills, by its name's ending. */
function slotFor(name: string): keyof LearnerFiles | undefined {
  if (/\.html?$/i.test(name)) return 'html'
  if (/\.css$/i.test(name)) return 'css'
  if (/\.m?js$/i.test(name)) return 'js'
  return undefined
}

/** The picked files' text, by the slot each fills (the last file of a kind wins). */
export async function readPickedFiles(list: FileList | null): Promise<Partial<LearnerFiles>> {
  const picked: Partial<LearnerFiles> = {}
  for (const file of list ? [...list] : []) {
    const slot = slotFor(file.name)
    if (slot) picked[slot] = await file.text()
  }
  return picked
}
