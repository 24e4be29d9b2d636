import { island } from '../../islands/island.tsx'
import { saveCheckResults } from '../progress/progress-store.ts'
import { CheckForm, type CheckFormProps } from './check-form.tsx'

/** A lesson's knowledge-check form; what is checked in the browser goes into its progress. */
function LessonCheckForm(props: Omit<CheckFormProps, 'onChecked'>) {
  return <CheckForm {...props} onChecked={saveCheckResults} />
}

/** The knowledge check of a section or project page. */
export default island('lesson-check-form', LessonCheckForm)
