import { useId } from 'react'
import type { LearnerFiles } from '../../../sandbox/protocol.ts'
import { readPickedFiles } from './learner-files.ts'

const FIELDS: { slot: keyof LearnerFiles; name: string }[] = [
  { slot: 'html', name: 'index.html' },
  { slot: 'css', name: 'style.css' },
  { slot: 'js', name: 'script.js' },
]

/** The three files of a learner's app as labelled text areas, and a picker that fills them from files on the device. */
export function CodeFiles({ files, onChange }: { files: LearnerFiles; onChange: (files: LearnerFiles) => void }) {
  const id = useId()
  return (
    <div className="code-files">
      <p className="code-files-hint">
        Paste the files your Agent wrote, or put everything in <code>index.html</code>. They stay in this browser and are never sent to our
        server.
      </p>
      <div className="code-files-picker">
        <label htmlFor={`${id}-pick`}>Open files from your device</label>
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
    </div>
  )
}
