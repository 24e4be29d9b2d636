import { CircleAlert, CircleCheck, CircleX } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { checkMessages } from '../../../lib/i18n/catalogues/lesson-pages.ts'
import { type Answer, CHECK_SENT_PARAM, type CheckQuestion, grade, type Verdict } from '../../../lib/knowledge-check.ts'
import { useMessages } from '../../frame/use-messages.ts'
import { InlineText } from './inline-text.tsx'

type Messages = typeof import('../../../lib/i18n/messages/en/check.ts').check

/** One question in a check form. */
export interface CheckItem {
  /** Where its result is stored: '<lesson>/<question id>' (progress-store.ts). */
  key: string
  /** Its radio group's name, which is also its query parameter without JavaScript (answerParam). */
  name: string
  question: CheckQuestion
  /** The answer the server read from the query (the form sent without JavaScript), if any. */
  answer?: Answer | undefined
}

export interface CheckFormProps {
  items: CheckItem[]
  /** Where the form goes without JavaScript: the page itself, ending in its check's #id so the browser lands on the feedback. */
  action: string
  /** Whether the server graded the answers in the query (the form was sent without JavaScript). */
  sent: boolean
  /** Called with question key → right or wrong for the answers just checked in the browser. */
  onChecked: (results: ReadonlyMap<string, boolean>) => void
  /** The submit button's label (the catalogue's Check when unset). */
  submitLabel?: string
}

/**
 * A knowledge check as a real form: a fieldset per question with its radio
 * buttons, and a Check button. With JavaScript the answers are graded here,
 * at once, and handed to `onChecked` (nothing is sent anywhere). Without it
 * the form is a GET to the same page and the server renders the same
 * feedback from the query (lib/knowledge-check.ts explains the parameters).
 * Feedback is said in words and an icon, never only by colour, and a polite
 * live region reads it out.
 */
export function CheckForm({ items, action, sent, onChecked, submitLabel }: CheckFormProps) {
  const t = useMessages(checkMessages)
  const [chosen, setChosen] = useState<Record<string, number | undefined>>(() =>
    Object.fromEntries(items.map((item) => [item.key, item.answer?.kind === 'chosen' ? item.answer.option : undefined])),
  )
  // The feedback shown under each question; an answer changed since takes its feedback away.
  const [verdicts, setVerdicts] = useState<Record<string, Verdict | undefined>>(() =>
    sent ? Object.fromEntries(items.map((item) => [item.key, grade(item.question, item.answer)])) : {},
  )
  // The last Check's verdicts, which the summary reports until Check is pressed again.
  const [checked, setChecked] = useState(verdicts)

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next: Record<string, Verdict> = {}
    const results = new Map<string, boolean>()
    for (const item of items) {
      const option = chosen[item.key]
      const verdict = grade(item.question, option === undefined ? undefined : { kind: 'chosen', option })
      next[item.key] = verdict
      if (verdict.kind === 'right' || verdict.kind === 'wrong') results.set(item.key, verdict.kind === 'right')
    }
    setVerdicts(next)
    setChecked(next)
    if (results.size > 0) onChecked(results)
  }

  const graded = items.filter((item) => checked[item.key] !== undefined)
  const changed = graded.filter((item) => verdicts[item.key] === undefined)

  return (
    <form method="get" action={action} className="check-form" onSubmit={check}>
      <input type="hidden" name={CHECK_SENT_PARAM} value="1" />
      {items.map((item, index) => {
        const verdict = verdicts[item.key]
        return (
          <fieldset key={item.key} id={questionAnchor(item)} className="check-question" data-verdict={verdict?.kind}>
            <legend>
              <span className="check-number">{t.question(index + 1)}. </span>
              <InlineText parts={item.question.question} />
            </legend>
            {item.question.snippet ? (
              <pre className="check-snippet">
                <code>{item.question.snippet}</code>
              </pre>
            ) : null}
            {item.question.diffHtml ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: made at build time from content, every text escaped (course/checks/check-diff.ts)
              <figure className="check-diff" dangerouslySetInnerHTML={{ __html: item.question.diffHtml }} />
            ) : null}
            <ul className="check-options">
              {item.question.options.map((option, optionIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed content in file order; their number is their identity
                <li key={optionIndex}>
                  <label>
                    <input
                      type="radio"
                      name={item.name}
                      value={optionIndex + 1}
                      checked={chosen[item.key] === optionIndex}
                      onChange={() => {
                        setChosen((current) => ({ ...current, [item.key]: optionIndex }))
                        // The old feedback spoke of another option: it goes until Check is pressed again.
                        setVerdicts((current) => ({ ...current, [item.key]: undefined }))
                      }}
                    />
                    {/* One flex item: otherwise each text run and each code word is one, and they wrap apart. */}
                    <span>
                      <InlineText parts={option.text} />
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {verdict ? <Feedback question={item.question} verdict={verdict} /> : null}
          </fieldset>
        )
      })}
      <div className="check-actions">
        <button type="submit" className="button button-primary">
          {submitLabel ?? t.submit}
        </button>
        {/* Polite: read out once the learner has pressed Check, without interrupting; it changes only then. */}
        <p className="check-summary" role="status">
          {graded.length > 0 ? (
            <>
              <CheckSummary items={items} checked={checked} />
              <span className="visually-hidden">
                {graded.map((item) => ` ${t.question(items.indexOf(item) + 1)}: ${spokenFeedback(item.question, checked[item.key], t)}`)}
              </span>
            </>
          ) : null}
        </p>
        {changed.length > 0 ? (
          <p className="check-summary-changed">
            {t.changedSinceChecked(changed.map((item) => t.question(items.indexOf(item) + 1).toLowerCase()).join(', '))}
          </p>
        ) : null}
      </div>
    </form>
  )
}

/** A question's fieldset id, for the summary's links: its key ('section1/which-language') made into an id. */
function questionAnchor(item: CheckItem): string {
  return `question-${item.key.replace(/[^a-z0-9-]/gi, '-')}`
}

/**
 * '3 of 4 right.' and, after it, a link to each question that was not: the
 * learner goes straight to the feedback that says why, on a long page.
 */
function CheckSummary({ items, checked }: { items: CheckItem[]; checked: Record<string, Verdict | undefined> }) {
  const t = useMessages(checkMessages)
  const withVerdict = (kinds: Verdict['kind'][]) => items.filter((item) => kinds.includes(checked[item.key]?.kind as Verdict['kind']))
  const groups = [
    { label: t.notYetRight, items: withVerdict(['wrong', 'unknown-option']) },
    { label: t.notAnswered, items: withVerdict(['unanswered']) },
  ].filter((group) => group.items.length > 0)
  return (
    <>
      {t.rightOfTotal(withVerdict(['right']).length, items.length)}
      {groups.map((group) => (
        <span key={group.label}>
          {` ${group.label}: `}
          {group.items.map((item, index) => (
            <span key={item.key}>
              {index > 0 ? ', ' : null}
              <a href={`#${questionAnchor(item)}`}>{t.question(items.indexOf(item) + 1)}</a>
            </span>
          ))}
          .
        </span>
      ))}
    </>
  )
}

/** The words a verdict starts with, shown and read out. */
function verdictLabel(verdict: Verdict, t: Messages): string {
  if (verdict.kind === 'right') return t.correct
  if (verdict.kind === 'wrong') return t.notQuite
  if (verdict.kind === 'unanswered') return t.notAnswered
  return t.notAnOption
}

function whyText(question: CheckQuestion, verdict: Verdict, t: Messages): string {
  if (verdict.kind === 'right' || verdict.kind === 'wrong')
    return (question.options[verdict.option]?.why ?? []).map((part) => part.text).join('')
  if (verdict.kind === 'unanswered') return t.chooseOption
  return t.unknownOption
}

function spokenFeedback(question: CheckQuestion, verdict: Verdict | undefined, t: Messages): string {
  return verdict ? `${verdictLabel(verdict, t)}. ${whyText(question, verdict, t)}` : ''
}

/** Under a checked question: Correct / Not quite with an icon, and why the chosen option is right or wrong. */
function Feedback({ question, verdict }: { question: CheckQuestion; verdict: Verdict }) {
  const t = useMessages(checkMessages)
  const Icon = verdict.kind === 'right' ? CircleCheck : verdict.kind === 'wrong' ? CircleX : CircleAlert
  const why = verdict.kind === 'right' || verdict.kind === 'wrong' ? question.options[verdict.option]?.why : undefined
  return (
    <div className={`check-feedback check-feedback-${verdict.kind}`}>
      <Icon aria-hidden="true" size={20} />
      <p>
        <strong>{verdictLabel(verdict, t)}.</strong> {why ? <InlineText parts={why} /> : whyText(question, verdict, t)}
        {verdict.kind === 'wrong' && question.problem ? (
          <>
            {' '}
            {t.unstuckExplains}
            <a href={question.problem.href}>{question.problem.title}</a>.
          </>
        ) : null}
      </p>
    </div>
  )
}
