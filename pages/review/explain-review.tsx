import { type FormEvent, useId, useState } from 'react'
import { explainReviewMessages } from '../../lib/i18n/catalogues/explain-review.ts'
import type { ExplainAsk, OwnLines } from '../../renderer/features/progress/explain-key.ts'
import { readAsk } from '../../renderer/features/progress/explain-read.ts'
import { dueExplainKeys, explainKeyParts, saveExplainResult, storedExplainResults } from '../../renderer/features/progress/explain-store.ts'
import { startOfTomorrow } from '../../renderer/features/progress/review.ts'
import { useMessages } from '../../renderer/frame/use-messages.ts'

type Messages = typeof import('../../lib/i18n/messages/en/explain-review.ts').explainReview

/** Asked at once: the same few a knowledge-check batch has. */
const MOST_SHOWN = 3

/**
 * /review's questions about the learner's own app: each "Explain your app"
 * question missed the day before or earlier, asked again from what this
 * browser kept (their lines as they were, the choices, the answer), graded
 * here without running anything. A part of its own, loaded only when this
 * browser keeps such answers, so /review's island stays small.
 */
export function ExplainReview() {
  const t = useMessages(explainReviewMessages)
  // The questions on screen stay put while they show their feedback (an answer changes what is due).
  const [shown] = useState(() => {
    const results = storedExplainResults()
    return dueExplainKeys(results, startOfTomorrow(Date.now()))
      .slice(0, MOST_SHOWN)
      .flatMap((key) => {
        // Asked only as kept: a hand-edited question is left out.
        const ask = readAsk(results.get(key)?.ask)
        return ask ? [{ key, ask }] : []
      })
  })
  const id = useId()
  if (shown.length === 0) return null
  return (
    <section className="review-explain" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.explainHeading}</h2>
      {shown.map(({ key, ask }) => (
        <ExplainQuestion key={key} storeKey={key} ask={ask} t={t} />
      ))}
    </section>
  )
}

function Lines({ lines, label }: { lines: OwnLines; label?: string }) {
  return (
    <ol className="explain-lines explain-snippet" aria-label={label ?? lines.file}>
      {lines.code
        .map((code, offset) => ({ number: lines.line + offset, code }))
        .map(({ number, code }) => (
          <li key={number}>
            <span className="explain-plain">
              <span className="explain-number">{number}</span>
              <code>{code}</code>
            </span>
          </li>
        ))}
    </ol>
  )
}

const placeOf = (t: Messages, lines: OwnLines) => t.explainPlace(lines.line, lines.file)

function ExplainQuestion({ storeKey, ask, t }: { storeKey: string; ask: ExplainAsk; t: Messages }) {
  const id = useId()
  const [picked, setPicked] = useState<number>()
  const [checked, setChecked] = useState(false)
  const project = explainKeyParts(storeKey)?.lesson.replace(/\D/g, '') ?? ''
  const rights = ask.kind === 'find' ? ask.answer : [ask.answer]
  const right = picked !== undefined && rights.includes(picked)
  const answerText =
    ask.kind === 'find' ? ask.answer.map((index) => placeOf(t, ask.choices[index] as OwnLines)).join(', ') : `“${ask.options[ask.answer]}”`
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (picked === undefined || checked) return
    setChecked(true)
    saveExplainResult(storeKey, right, ask)
  }
  return (
    <form className="check-form review-explain-question" onSubmit={submit}>
      <p>{t.explainFrom(Number(project))}</p>
      <p className="explain-ask" id={`${id}-ask`}>
        {ask.kind === 'find' ? t.explainFindAsk(ask.requirement) : t.explainPredictAsk(placeOf(t, ask.lines))}
      </p>
      {ask.kind === 'predict' && <Lines lines={ask.lines} />}
      <fieldset className="check-question" disabled={checked} aria-describedby={`${id}-ask`}>
        <legend>{ask.kind === 'find' ? t.explainFindChoose : t.explainPredictChoose}</legend>
        {(ask.kind === 'find' ? ask.choices : ask.options).map((choice, index) => {
          const text = typeof choice === 'string' ? choice : placeOf(t, choice)
          return (
            <div key={text} className="explain-option" data-right={checked && rights.includes(index) ? true : undefined}>
              <label>
                <input type="radio" name={`${id}-choice`} checked={picked === index} onChange={() => setPicked(index)} /> {text}
              </label>
              {typeof choice !== 'string' && <Lines lines={choice} label={text} />}
            </div>
          )
        })}
      </fieldset>
      {!checked && (
        <button type="submit" className="button button-primary" disabled={picked === undefined}>
          {t.explainCheck}
        </button>
      )}
      <p className="check-feedback" role="status">
        {checked ? (right ? t.explainRightNow : t.explainWrongNow(answerText)) : ''}
      </p>
    </form>
  )
}
