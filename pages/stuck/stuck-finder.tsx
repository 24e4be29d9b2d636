import { Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { readApiAnswer } from '../../lib/api.ts'
import { stuckMessages } from '../../lib/i18n/catalogues/stuck.ts'
import { localiseUrl } from '../../lib/i18n/localized-urls.ts'
import { PAGES, sectionPath } from '../../lib/paths.ts'
import {
  readStuckAnswer,
  STUCK_BOX_ID,
  STUCK_MAX_LENGTH,
  STUCK_TEXT_FIELD,
  type StuckAnswer,
  type StuckProblem,
  stuckApiRequest,
} from '../../lib/stuck.ts'
import { CopyButton } from '../../renderer/components/copy-button.tsx'
import { InlineText } from '../../renderer/features/knowledge-check/inline-text.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { usePageContext } from '../../renderer/frame/use-page-context.tsx'

type Messages = typeof import('../../lib/i18n/messages/en/stuck.ts').stuck

/** Wait for a pause in typing (or pasting) before asking the server: one request per pause, not per key. */
const TYPING_PAUSE_MS = 400
const EMPTY: StuckAnswer = { kind: 'empty', query: '', prompt: '', others: [] }
const HINT_ID = 'stuck-hint'
const PRIVACY_ID = 'stuck-privacy'
/** The answer's region: without JavaScript the form's address ends with it, so the browser scrolls there; with it, the page does. */
const ANSWER_ID = 'stuck-answer'
const ANSWER_HEADING_ID = 'stuck-answer-heading'
/** Section 4's step on reporting a bug: what the general prompt is made from. */
const BUG_REPORT_LESSON = `${sectionPath(4)}#step-2-give-agent-the-exact-error-and-what-you-expected`

/** One sentence for the live region: what the answer now says. */
function statusOf(answer: StuckAnswer, t: Messages): string {
  if (answer.kind === 'match') return t.statusMatch(answer.problem?.title ?? '')
  if (answer.kind === 'candidates')
    return answer.others.length === 1 ? t.statusOneCandidate(answer.others[0]?.title ?? '') : t.statusCandidates(answer.others.length)
  if (answer.kind === 'none') return t.statusNone
  return ''
}

/**
 * Unstuck's form and answer. Without JavaScript the form posts to /stuck and
 * the server answers with the page. With it, a pause in typing posts the
 * text to /api/stuck and the answer below changes in place (a newer pause
 * cancels the older request); "Find the cause" asks at once and then takes
 * focus and the view to the answer. The text is only ever in a request's
 * body, never in an address.
 */
export function StuckFinder({ answer: first, error, problemCount }: { answer: StuckAnswer; error?: string; problemCount: number }) {
  const { locale } = usePageContext()
  const t = useMessages(stuckMessages)
  const [text, setText] = useState(first.query)
  const [answer, setAnswer] = useState(first)
  const asked = useRef(first.query)
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({})
  /** Set by "Find the cause": the next answer shown takes focus and the view. */
  const showNext = useRef(false)
  const answerHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    const work = pending.current
    return () => {
      clearTimeout(work.timer)
      work.request?.abort()
    }
  }, [])

  // After "Find the cause", the answer is where the learner's eyes and keyboard go (on a phone it starts below the fold).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new answer, whose heading the ref points to
  useEffect(() => {
    if (!showNext.current) return
    showNext.current = false
    const heading = answerHeading.current
    if (!heading) return
    heading.focus({ preventScroll: true })
    heading.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
  }, [answer])

  function ask(value: string, delayMs: number, show = false) {
    const work = pending.current
    clearTimeout(work.timer)
    const query = value.trim()
    if (query === asked.current) {
      if (show) {
        showNext.current = true
        setAnswer((current) => ({ ...current }))
      }
      return
    }
    work.timer = setTimeout(async () => {
      work.request?.abort()
      if (query === '') {
        asked.current = ''
        setAnswer(EMPTY)
        return
      }
      const request = new AbortController()
      work.request = request
      try {
        const reply = await readApiAnswer(await fetch(...stuckApiRequest(query, request.signal, locale)), readStuckAnswer)
        if (!reply.ok) return
        asked.current = query
        if (show) {
          showNext.current = true
          // What was sent without its keys is what the box shows after "Find the cause", as the page does without JavaScript.
          if (reply.body.removed) setText(reply.body.query)
        }
        setAnswer(reply.body)
      } catch {
        // Cancelled by newer typing, or offline: nothing changes.
      }
    }, delayMs)
  }

  return (
    <>
      {error ? (
        <div className="notice notice-error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      <search className="stuck-search">
        <form
          action={`${PAGES.stuck}#${ANSWER_ID}`}
          method="post"
          className="stuck-form"
          onSubmit={(event) => {
            event.preventDefault()
            ask(text, 0, true)
          }}
        >
          <label htmlFor={STUCK_BOX_ID}>{t.boxLabel}</label>
          <p id={HINT_ID} className="stuck-hint">
            {t.boxHint}
          </p>
          <textarea
            id={STUCK_BOX_ID}
            name={STUCK_TEXT_FIELD}
            rows={6}
            maxLength={STUCK_MAX_LENGTH}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={`${HINT_ID} ${PRIVACY_ID}`}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value)
              ask(event.currentTarget.value, TYPING_PAUSE_MS)
            }}
          />
          <div className="stuck-form-row">
            <button type="submit" className="button button-primary">
              <Search aria-hidden="true" size={18} />
              {t.findCause}
            </button>
            <p id={PRIVACY_ID} className="stuck-privacy">
              {t.privacy}
            </p>
          </div>
        </form>
      </search>
      <p className="visually-hidden" role="status">
        {statusOf(answer, t)}
      </p>
      <StuckAnswerView answer={answer} problemCount={problemCount} headingRef={answerHeading} />
    </>
  )
}

type HeadingRef = React.RefObject<HTMLHeadingElement | null>

/** The answer under the box: the problem it surely is, the ones it could be, or the general prompt; nothing yet before any text. */
/** A link to a page of the site, in the page's language (the answers name the English paths). */
function useSiteLink(): (href: string) => string {
  const { locale } = usePageContext()
  return (href) => localiseUrl(href, locale)
}

function StuckAnswerView({ answer, problemCount, headingRef }: { answer: StuckAnswer; problemCount: number; headingRef: HeadingRef }) {
  const link = useSiteLink()
  const t = useMessages(stuckMessages)
  if (answer.kind === 'empty') return <p className="stuck-intro">{t.intro(problemCount)}</p>
  if (answer.kind === 'match' || answer.kind === 'chosen') {
    if (answer.problem) return <ProblemView answer={answer} problem={answer.problem} headingRef={headingRef} />
  }
  const candidates = answer.kind === 'candidates' ? answer.others : []
  return (
    <section id={ANSWER_ID} className="stuck-answer" aria-labelledby={ANSWER_HEADING_ID}>
      <h2 id={ANSWER_HEADING_ID} ref={headingRef} tabIndex={-1}>
        {candidates.length > 0 ? t.candidatesHeading : t.noneHeading}
      </h2>
      <RemovedNote count={answer.removed} />
      {candidates.length > 0 ? (
        <>
          <p>{t.candidatesFit(candidates.length)}</p>
          <ul className="stuck-candidates">
            {candidates.map((candidate) => (
              <li key={candidate.slug}>
                <a href={link(candidate.href)}>{candidate.title}</a>
                {candidate.symptom ? (
                  <p>
                    <InlineText parts={candidate.symptom} />
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          <h3>{t.noneOfThese}</h3>
        </>
      ) : (
        <p>{t.noneFits(problemCount)}</p>
      )}
      <p>
        {t.describeInstead}
        <a href={link(BUG_REPORT_LESSON)}>{t.describeLesson}</a>
        {t.describeAfter}
      </p>
      <FixPrompt prompt={answer.prompt} title={t.describePromptTitle} />
      <p>
        {t.stillStuckBefore}
        <a href={link(PAGES.getHelp)}>{t.stillStuckLink}</a>
        {t.stillStuckAfter}
      </p>
    </section>
  )
}

/** Says that keys were taken out of the text, and where they show. */
function RemovedNote({ count = 0 }: { count?: number }) {
  const t = useMessages(stuckMessages)
  if (count === 0) return null
  return <p className="stuck-removed">{t.removed(count)}</p>
}

function ProblemView({ answer, problem, headingRef }: { answer: StuckAnswer; problem: StuckProblem; headingRef: HeadingRef }) {
  const link = useSiteLink()
  const t = useMessages(stuckMessages)
  return (
    <section id={ANSWER_ID} className="stuck-answer" aria-labelledby={ANSWER_HEADING_ID}>
      <p className="stuck-answer-kind">{answer.kind === 'match' ? t.mostLikely : t.problem}</p>
      <h2 id={ANSWER_HEADING_ID} ref={headingRef} tabIndex={-1}>
        {problem.title}
      </h2>
      <RemovedNote count={answer.removed} />
      <p className="stuck-symptom">
        <strong>{t.whatYouSee}</strong>
        <InlineText parts={problem.symptom} />
      </p>
      <h3>{t.likelyCause}</h3>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the problem file's body, sanitized at build time by rehype-sanitize like every lesson */}
      <div className="prose stuck-cause" dangerouslySetInnerHTML={{ __html: problem.causeHtml }} />
      <h3>{t.checkFirst}</h3>
      <ol className="stuck-checks">
        {problem.checks.map((check, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the checks are fixed content in order; their place is their identity
          <li key={index}>
            <InlineText parts={check} />
          </li>
        ))}
      </ol>
      <FixPrompt prompt={answer.prompt} title={t.fixPromptTitle} note={answer.kind === 'match' ? t.fixNoteMatch : t.fixNoteChosen} />
      <p className="stuck-lesson">
        {t.lessonBefore}
        <a href={link(problem.lesson.href)}>{problem.lesson.title}</a>
      </p>
      {answer.others.length > 0 ? (
        <>
          <h3>{t.othersHeading}</h3>
          <ul className="stuck-others">
            {answer.others.map((other) => (
              <li key={other.slug}>
                <a href={link(other.href)}>{other.title}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {problem.sourcesHtml ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time HTML from the facts registry, its text escaped (course/registries/facts.ts)
        <div dangerouslySetInnerHTML={{ __html: problem.sourcesHtml }} />
      ) : null}
    </section>
  )
}

/** The CLEAR prompt, copyable; without JavaScript it can be selected and copied by hand. */
function FixPrompt({ prompt, title, note }: { prompt: string; title: string; note?: string }) {
  const t = useMessages(stuckMessages)
  return (
    <section className="prompt-box stuck-prompt" aria-label={title}>
      <div className="prompt-box-header">
        <h3 className="prompt-box-title">{title}</h3>
        <CopyButton text={prompt} label={t.copyPrompt} />
      </div>
      {/* Focusable, so a keyboard can scroll a long line sideways and select the text. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: see above */}
      <pre tabIndex={0}>{prompt}</pre>
      {note ? <p className="prompt-box-hint">{note}</p> : null}
    </section>
  )
}
