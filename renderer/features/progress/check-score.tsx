import { ListChecks } from 'lucide-react'
import { questionKey, rightAnswers } from './progress-store.ts'
import { useCheckResults } from './use-stored.ts'

/**
 * 'Check: 4 of 5' on a section's card: how many of its knowledge-check
 * questions were last answered right. Shown once any is answered; until then
 * (and on the server) it keeps its place invisibly, so nothing moves.
 */
export function CheckScore({ lesson, questionIds }: { lesson: string; questionIds: string[] }) {
  const results = useCheckResults()
  if (questionIds.length === 0) return null
  const answered = results !== undefined && questionIds.some((id) => results.has(questionKey(lesson, id)))
  const right = results ? rightAnswers(results, lesson, questionIds) : 0
  return (
    <span className="badge check-score" data-visible={answered}>
      <ListChecks aria-hidden="true" size={16} />
      {`Check: ${right} of ${questionIds.length}`}
    </span>
  )
}
