import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { LearnerFiles } from '../../../sandbox/protocol.ts'
import type { ExplainAsk } from '../progress/explain-key.ts'
import type { Requirement } from './find-the-line.ts'
import type { Removal } from './lines-that-matter.ts'
import type { Outcome, PredictQuestion } from './predict.ts'
import { ownLines } from './review-ask.ts'
import { type Messages, placeOf, stopWords } from './words.ts'

/** "“A”, “B” and “C”". */
function listOf(t: Messages, texts: string[]): string {
  const quoted = texts.map((text) => `“${text}”`)
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} ${t.and} ${quoted.at(-1)}` : (quoted[0] ?? '')
}

function optionText(t: Messages, requirements: readonly Requirement[], outcome: Outcome): string {
  switch (outcome.kind) {
    case 'fail':
      return t.optionFail(
        listOf(
          t,
          outcome.requirements.map((index) => requirements[index]?.text ?? ''),
        ),
      )
    case 'nothing':
      return t.optionNothing
    case 'stops':
      return t.optionStops
  }
}

function runText(t: Messages, removal: Removal): string {
  if (removal.kind === 'works') return t.runPasses
  return removal.kind === 'fails' ? t.runFails(removal.expected, removal.found) : t.runStops(stopWords(t, removal.why))
}

/**
 * "Predict": one of the learner's lines, shown with its number, and what
 * happens without it, as radio options; once they check, whether they were
 * right and every requirement's run without the line. `onAnswered` hears
 * what to say, whether they were right, and the question as /review would
 * ask it again.
 */
export function PredictView({
  id,
  t,
  lesson,
  files,
  requirements,
  question,
  onAnswered,
}: {
  id: string
  t: Messages
  lesson: string
  files: LearnerFiles
  requirements: readonly Requirement[]
  question: PredictQuestion
  onAnswered: (status: string, right: boolean, ask: ExplainAsk) => void
}) {
  const [picked, setPicked] = useState<number>()
  const [checked, setChecked] = useState(false)
  const legend = useRef<HTMLHeadingElement>(null)
  // The button that asked has gone: the question takes the focus, and Tab goes on to the options.
  useEffect(() => legend.current?.focus(), [])
  const { removable, options, truth, runs } = question
  const text = removable.file === 'script.js' ? files.js : files.html
  const shown = text
    .split('\n')
    .slice(removable.line - 1, removable.endLine)
    .map((code, offset) => ({ number: removable.line + offset, code }))
  const rightIndex = options.indexOf(truth)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (picked === undefined) return
    setChecked(true)
    const right = picked === rightIndex
    onAnswered(right ? t.predictRight : t.predictWrong, right, {
      kind: 'predict',
      lines: ownLines(files, removable),
      options: options.map((option) => optionText(t, requirements, option)),
      answer: rightIndex,
    })
  }
  const place = placeOf(t, removable)
  return (
    <div className="explain-question explain-predict">
      <p className="explain-kind">
        <strong>{t.predictKind}</strong> {t.predictPractises} <a href={lesson}>{t.lessonTitle}</a>).
      </p>
      <h4 className="explain-ask" id={`${id}-predict`} ref={legend} tabIndex={-1}>
        {t.predictAsk(place)}
      </h4>
      <ol className="explain-lines explain-snippet" aria-label={removable.file}>
        {shown.map(({ number, code }) => (
          <li key={number}>
            <span className="explain-plain">
              <span className="explain-number">{number}</span>
              <code>{code}</code>
            </span>
          </li>
        ))}
      </ol>
      <form onSubmit={submit}>
        <fieldset disabled={checked}>
          <legend>{t.predictChoose}</legend>
          {options.map((option, index) => (
            <label
              key={optionText(t, requirements, option)}
              className="explain-option"
              data-right={checked && index === rightIndex ? true : undefined}
            >
              <input type="radio" name={`${id}-prediction`} checked={picked === index} onChange={() => setPicked(index)} />{' '}
              {optionText(t, requirements, option)}
            </label>
          ))}
        </fieldset>
        {!checked && (
          <button type="submit" className="button button-primary" disabled={picked === undefined}>
            {t.predictCheck}
          </button>
        )}
      </form>
      {checked && (
        <div className="explain-answer">
          <p>{picked === rightIndex ? t.predictRight : t.predictWrong}</p>
          <ul>
            {requirements.map((requirement, index) => {
              const removal = runs[index]
              return removal ? <li key={requirement.text}>{`“${requirement.text}”: ${runText(t, removal)}`}</li> : null
            })}
          </ul>
        </div>
      )}
    </div>
  )
}
