import type { CheckDiff, DiffChange } from '../../../lib/knowledge-check.ts'

/** The sign a line shows, and the words a screen reader says instead of it. */
const MARKS: Record<DiffChange, { sign: string; words: string; Tag: 'ins' | 'del' | 'span' }> = {
  added: { sign: '+', words: 'Added line: ', Tag: 'ins' },
  removed: { sign: '−', words: 'Removed line: ', Tag: 'del' },
  same: { sign: ' ', words: 'Unchanged line: ', Tag: 'span' },
}

/**
 * A question's diff, read the way the editor's Changes view shows a change:
 * one line per row, added lines marked + inside <ins>, removed lines − inside
 * <del>. The sign is for the eye and the hidden words for a screen reader, and
 * the colours only repeat them, so nothing depends on colour. Plain markup:
 * it reads the same before and without hydration.
 */
export function CheckDiffView({ diff }: { diff: CheckDiff }) {
  return (
    <figure className="check-diff">
      <figcaption>
        What changed in <code>{diff.file}</code>: lines marked + were added, lines marked − were removed.
      </figcaption>
      <div className="check-diff-lines">
        {diff.lines.map((line, index) => {
          const { sign, words, Tag } = MARKS[line.change]
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines are fixed content in file order; their place is their identity
            <Tag key={index} className={`check-diff-line check-diff-${line.change}`}>
              <span className="check-diff-sign" aria-hidden="true">
                {sign}
              </span>
              <span className="visually-hidden">{words}</span>
              {line.text === '' ? <span className="visually-hidden">blank</span> : line.text}
            </Tag>
          )
        })}
      </div>
    </figure>
  )
}
