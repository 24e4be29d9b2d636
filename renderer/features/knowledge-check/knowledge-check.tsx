import { answerParam, CHECK_HEADING_ID, type LessonCheck } from '../../../lib/knowledge-check.ts'
import { usePageContext } from '../../frame/use-page-context.tsx'
import { questionKey } from '../progress/progress-store.ts'
import LessonCheckForm from './lesson-check-form.island.tsx'

/**
 * 'Knowledge check' on a section or project page, from `data.check` (see
 * lessonCheck): the questions, and the answers the server graded when the
 * form was sent without JavaScript. Results checked in the browser go into
 * the local progress under '<lesson>/<question id>'.
 */
export function KnowledgeCheck() {
  const { urlPathname, data } = usePageContext()
  const check = (data as { check?: LessonCheck }).check
  if (!check || check.questions.length === 0) return null
  const lesson = urlPathname.slice(1)
  const items = check.questions.map((question) => ({
    key: questionKey(lesson, question.id),
    name: answerParam(question.id),
    question,
    answer: check.answers?.[question.id],
  }))
  return (
    <section className="knowledge-check" aria-labelledby={CHECK_HEADING_ID}>
      <h2 id={CHECK_HEADING_ID}>
        <a href={`#${CHECK_HEADING_ID}`} className="heading-link">
          Knowledge check
        </a>
      </h2>
      <p className="knowledge-check-intro">
        Choose an answer for each question, then press Check. You will see why your answer is right or not.{' '}
        <span className="scripting-only">Your results stay in this browser.</span>
        <span className="no-scripting-only">
          With JavaScript off, Check reloads this page with your answers in its address, and nothing is kept as progress.
        </span>
      </p>
      <LessonCheckForm items={items} action={`${urlPathname}#${CHECK_HEADING_ID}`} sent={check.answers !== null} />
    </section>
  )
}
