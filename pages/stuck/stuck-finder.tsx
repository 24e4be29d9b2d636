import { Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { readApiAnswer } from '../../lib/api.ts'
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
import { usePageContext } from '../../renderer/frame/use-page-context.tsx'

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
function statusOf(answer: StuckAnswer): string {
  if (answer.kind === 'match') return `Most likely: ${answer.problem?.title}.`
  if (answer.kind === 'candidates')
    return `${answer.others.length === 1 ? `It could be: ${answer.others[0]?.title}` : `It could be one of ${answer.others.length} problems`}. A prompt that describes your bug is ready to copy.`
  if (answer.kind === 'none') return 'Nothing in the catalogue fits well. A prompt that describes your bug is ready to copy.'
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
          <label htmlFor={STUCK_BOX_ID}>What do you see?</label>
          <p id={HINT_ID} className="stuck-hint">
            Paste the error message, even a whole stack trace, or say what happens in your own words, such as “the preview is blank”. Keys
            and passwords are taken out for you; take out email addresses and names yourself.
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
              Find the cause
            </button>
            <p id={PRIVACY_ID} className="stuck-privacy">
              What you paste is never stored or logged by our server, nor put in the page’s address: it is read to find the answer, then
              forgotten.
            </p>
          </div>
        </form>
      </search>
      <p className="visually-hidden" role="status">
        {statusOf(answer)}
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
  if (answer.kind === 'empty')
    return (
      <p className="stuck-intro">
        Unstuck knows {problemCount} problems that beginners often meet when they build apps with an AI agent: errors in the browser, the
        server, the database and secrets, publishing, and the Agent itself.
      </p>
    )
  if (answer.kind === 'match' || answer.kind === 'chosen') {
    if (answer.problem) return <ProblemView answer={answer} problem={answer.problem} headingRef={headingRef} />
  }
  const candidates = answer.kind === 'candidates' ? answer.others : []
  return (
    <section id={ANSWER_ID} className="stuck-answer" aria-labelledby={ANSWER_HEADING_ID}>
      <h2 id={ANSWER_HEADING_ID} ref={headingRef} tabIndex={-1}>
        {candidates.length > 0 ? 'It could be one of these' : 'Nothing in the catalogue fits well'}
      </h2>
      <RemovedNote count={answer.removed} />
      {candidates.length > 0 ? (
        <>
          <p>
            Your text fits {candidates.length === 1 ? 'this problem' : `these ${candidates.length} problems`} in part, but none well enough
            to be sure. Open the one that sounds like what you see:
          </p>
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
          <h3>None of these?</h3>
        </>
      ) : (
        <p>None of the {problemCount} problems Unstuck knows matches your text well enough to guess.</p>
      )}
      <p>
        Describe the bug to the Agent instead: the prompt below already holds your text as its example. Fill in the first line with what you
        did, what you expected and what happened (<a href={link(BUG_REPORT_LESSON)}>Section 4 shows how</a>).
      </p>
      <FixPrompt prompt={answer.prompt} title="A prompt that describes your bug" />
      <p>
        Still stuck after two or three tries? Ask us on the <a href={link(PAGES.getHelp)}>Get Help</a> page.
      </p>
    </section>
  )
}

/** Says that keys were taken out of the text, and where they show. */
function RemovedNote({ count = 0 }: { count?: number }) {
  if (count === 0) return null
  return (
    <p className="stuck-removed">
      {count === 1 ? 'One thing that looks like a key or a password was' : `${count} things that look like keys or passwords were`} taken
      out of your text: the prompt shows “[removed]” in {count === 1 ? 'its place' : 'their places'}.
    </p>
  )
}

function ProblemView({ answer, problem, headingRef }: { answer: StuckAnswer; problem: StuckProblem; headingRef: HeadingRef }) {
  const link = useSiteLink()
  return (
    <section id={ANSWER_ID} className="stuck-answer" aria-labelledby={ANSWER_HEADING_ID}>
      <p className="stuck-answer-kind">{answer.kind === 'match' ? 'Most likely' : 'Problem'}</p>
      <h2 id={ANSWER_HEADING_ID} ref={headingRef} tabIndex={-1}>
        {problem.title}
      </h2>
      <RemovedNote count={answer.removed} />
      <p className="stuck-symptom">
        <strong>What you see: </strong>
        <InlineText parts={problem.symptom} />
      </p>
      <h3>Likely cause</h3>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the problem file's body, sanitized at build time by rehype-sanitize like every lesson */}
      <div className="prose stuck-cause" dangerouslySetInnerHTML={{ __html: problem.causeHtml }} />
      <h3>What to check first</h3>
      <ol className="stuck-checks">
        {problem.checks.map((check, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the checks are fixed content in order; their place is their identity
          <li key={index}>
            <InlineText parts={check} />
          </li>
        ))}
      </ol>
      <FixPrompt
        prompt={answer.prompt}
        title="A prompt that fixes it"
        note={
          answer.kind === 'match'
            ? 'Its Examples line holds what you pasted. Copy it into the Agent chat.'
            : 'Paste your exact error into its Examples line, then copy it into the Agent chat.'
        }
      />
      <p className="stuck-lesson">
        Learn the skill behind it: <a href={link(problem.lesson.href)}>{problem.lesson.title}</a>
      </p>
      {answer.others.length > 0 ? (
        <>
          <h3>Other problems that may fit</h3>
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
  return (
    <section className="prompt-box stuck-prompt" aria-label={title}>
      <div className="prompt-box-header">
        <h3 className="prompt-box-title">{title}</h3>
        <CopyButton text={prompt} label="Copy the prompt" />
      </div>
      {/* Focusable, so a keyboard can scroll a long line sideways and select the text. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: see above */}
      <pre tabIndex={0}>{prompt}</pre>
      {note ? <p className="prompt-box-hint">{note}</p> : null}
    </section>
  )
}
