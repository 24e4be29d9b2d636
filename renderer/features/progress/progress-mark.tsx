import { CircleCheck } from 'lucide-react'
import { useProgress } from './use-stored.ts'

/**
 * 'Completed' on a lesson's card once the learner has marked it. Its place
 * on the card is fixed (see .progress-mark), so showing it moves nothing.
 */
export function ProgressMark({ lesson }: { lesson: string }) {
  const complete = useProgress()?.has(lesson) ?? false
  return (
    <span className="badge progress-mark" data-complete={complete}>
      <CircleCheck aria-hidden="true" size={16} />
      Completed
    </span>
  )
}
