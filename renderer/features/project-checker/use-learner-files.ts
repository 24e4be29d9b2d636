/**
 * The files a learner pastes into a project's checker or the playground, as
 * React state kept in this browser (learner-files.ts): changed, cleared
 * ("Clear these files"), and no longer kept once a check found a key in them.
 */
import { useEffect, useState } from 'react'
import type { LearnerFiles } from '../../../sandbox/protocol.ts'
import { EMPTY_FILES, forgetFiles, loadFiles, saveFiles } from './learner-files.ts'

export type LearnerFilesState = ReturnType<typeof useLearnerFiles>

export function useLearnerFiles(storageKey: string) {
  const [files, setFiles] = useState<LearnerFiles>(EMPTY_FILES)
  // Pasting a key anywhere counts as leaking it (the safety report): files that hold one are not kept.
  const [holdsKey, setHoldsKey] = useState(false)
  // Read after hydration: the server renders the empty boxes.
  useEffect(() => setFiles(loadFiles(storageKey)), [storageKey])
  return {
    files,
    holdsKey,
    change(next: LearnerFiles) {
      setFiles(next)
      if (!holdsKey) saveFiles(storageKey, next)
    },
    clear() {
      setFiles(EMPTY_FILES)
      setHoldsKey(false)
      forgetFiles(storageKey)
    },
    /** A check found a key in the files: forget the kept copy, and keep nothing more until they are cleared. */
    keepAway() {
      setHoldsKey(true)
      forgetFiles(storageKey)
    },
  }
}
