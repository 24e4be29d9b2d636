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
