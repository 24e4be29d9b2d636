/**
 * A knowledge-check question's diff as HTML, made once by the content loader
 * so that the check form (an island) only places it: the browser gets no
 * code for drawing diffs, and the markup is the same before, after and
 * without hydration. One row per line, read the way the editor's Changes view
 * shows a change: added lines marked + inside <ins>, removed lines − inside
 * <del>. The sign is for the eye (aria-hidden) and the hidden words for a
 * screen reader; the colours only repeat them, so nothing depends on colour.
 */
import type { z } from 'zod'
import type { CheckDiff } from '../schema/knowledge-check.ts'

type WrittenDiff = z.infer<typeof CheckDiff>

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The element, sign and spoken words of each kind of line. */
const MARKS = {
  added: { tag: 'ins', sign: '+', words: 'Added line: ' },
  removed: { tag: 'del', sign: '−', words: 'Removed line: ' },
  same: { tag: 'span', sign: ' ', words: 'Unchanged line: ' },
} as const

/** The inside of the question's <figure class="check-diff">: its caption and its lines. */
export function diffFigureHtml({ file, lines }: WrittenDiff): string {
  const rows = lines.map((line) => {
    const change = 'added' in line ? 'added' : 'removed' in line ? 'removed' : 'same'
    const text = 'added' in line ? line.added : 'removed' in line ? line.removed : line.same
    const { tag, sign, words } = MARKS[change]
    const shown = text === '' ? '<span class="visually-hidden">blank</span>' : escapeHtml(text)
    return `<${tag} class="check-diff-line check-diff-${change}"><span class="check-diff-sign" aria-hidden="true">${sign}</span><span class="visually-hidden">${words}</span>${shown}</${tag}>`
  })
  return (
    `<figcaption>What changed in <code>${escapeHtml(file)}</code>: lines marked + were added, lines marked − were removed.</figcaption>` +
    `<div class="check-diff-lines">${rows.join('')}</div>`
  )
}
