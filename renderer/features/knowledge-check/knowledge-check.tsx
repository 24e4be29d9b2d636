import { checkMessages } from '../../../lib/i18n/catalogues/lesson-pages.ts'
import { answerParam, CHECK_HEADING_ID, type LessonCheck } from '../../../lib/knowledge-check.ts'
import { useMessages } from '../../frame/use-messages.ts'
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
  const t = useMessages(checkMessages)
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
          {t.heading}
        </a>
      </h2>
      <p className="knowledge-check-intro">
        {t.intro} <span className="scripting-only">{t.resultsKept}</span>
        <span className="no-scripting-only">{t.withoutScripting}</span>
      </p>
      <LessonCheckForm items={items} action={`${urlPathname}#${CHECK_HEADING_ID}`} sent={check.answers !== null} />
    </section>
  )
}
