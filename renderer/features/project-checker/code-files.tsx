import { Eraser } from 'lucide-react'
import { type RefObject, useId } from 'react'
import { checkerRunMessages } from '../../../lib/i18n/catalogues/checker-run.ts'
import type { LearnerFiles } from '../../../sandbox/protocol.ts'
import { useMessages } from '../../frame/use-messages.ts'
import { ownImages, readPickedFiles } from './learner-files.ts'

const FIELDS: { slot: keyof LearnerFiles; name: string }[] = [
  { slot: 'html', name: 'index.html' },
  { slot: 'css', name: 'style.css' },
  { slot: 'js', name: 'script.js' },
]

interface CodeFilesProps {
  files: LearnerFiles
  onChange: (files: LearnerFiles) => void
  /** "Clear these files": empties the boxes and forgets the kept copy. */
  onClear: () => void
  /** A check found a key in the files, so this browser no longer keeps them (use-learner-files.ts). */
  holdsKey: boolean
  /** The hint, which the checker focuses when it opens. */
  hintRef?: RefObject<HTMLParagraphElement | null>
}

/**
 * The three files of a learner's app as labelled text areas, a picker that
 * fills them from files on the device, and "Clear these files". Says when the
 * page asks for images the sandbox cannot show, and when the files are no
 * longer kept because they hold a key.
 */
export function CodeFiles({ files, onChange, onClear, holdsKey, hintRef }: CodeFilesProps) {
  const t = useMessages(checkerRunMessages)
  const id = useId()
  const images = ownImages(files)
  const empty = !files.html && !files.css && !files.js
  return (
    <div className="code-files">
      <p className="code-files-hint" ref={hintRef} tabIndex={-1}>
        {t.filesHintBefore}
        <code>index.html</code>
        {t.filesHintAfter}
      </p>
      <div className="code-files-picker">
        <label htmlFor={`${id}-pick`}>{t.openFiles}</label>
        <input
          id={`${id}-pick`}
          type="file"
          multiple
          accept=".html,.htm,.css,.js,text/html,text/css,text/javascript"
          onChange={async (event) => onChange({ ...files, ...(await readPickedFiles(event.currentTarget.files)) })}
        />
      </div>
      {FIELDS.map(({ slot, name }) => (
        <div className="code-file" key={slot}>
          <label htmlFor={`${id}-${slot}`}>{name}</label>
          <textarea
            id={`${id}-${slot}`}
            rows={8}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            value={files[slot]}
            onChange={(event) => onChange({ ...files, [slot]: event.currentTarget.value })}
          />
        </div>
      ))}
      {images.length > 0 && (
        <p className="code-files-note">
          {t.imagesNote(
            images.length,
            images
              .slice(0, 3)
              .map((image) => `“${image}”`)
              .join(', ') + (images.length > 3 ? ', …' : ''),
          )}
        </p>
      )}
      {holdsKey && <p className="code-files-note">{t.holdsKey}</p>}
      <div>
        <button type="button" className="button button-secondary" onClick={onClear} disabled={empty}>
          <Eraser aria-hidden="true" size={18} /> {t.clearFiles}
        </button>
      </div>
    </div>
  )
}
