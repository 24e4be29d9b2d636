import { Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { readApiAnswer } from '../../lib/api.ts'
import { PAGES, sectionPath } from '../../lib/paths.ts'
import {
  readStuckAnswer,
  STUCK_BOX_ID,
  STUCK_MAX_LENGTH,
  STUCK_QUERY_PARAM,
  type StuckAnswer,
  type StuckProblem,
  stuckApiUrl,
} from '../../lib/stuck.ts'
import { CopyButton } from '../../renderer/components/copy-button.tsx'
import { InlineText } from '../../renderer/features/knowledge-check/inline-text.tsx'

/** Wait for a pause in typing (or pasting) before asking the server: one request per pause, not per key. */
const TYPING_PAUSE_MS = 400
const EMPTY: StuckAnswer = { kind: 'empty', query: '', prompt: '', others: [] }
const HINT_ID = 'stuck-hint'
const PRIVACY_ID = 'stuck-privacy'
const ANSWER_HEADING_ID = 'stuck-answer-heading'
/** Section 4's step on reporting a bug: what the general prompt is made from. */
const BUG_REPORT_LESSON = `${sectionPath(4)}#step-2-give-agent-the-exact-error-and-what-you-expected`

/** One sentence for the live region: what the answer now says. */
function statusOf(answer: StuckAnswer): string {
  if (answer.kind === 'match') return `Most likely: ${answer.problem?.title}.`
  if (answer.kind === 'none') return 'Nothing in the catalogue fits well. A general bug report prompt is ready to copy.'
  return ''
}

/**
 * Unstuck's form and answer. Without JavaScript the form is a GET to /stuck
 * and the server renders the same answer. With it, a pause in typing asks
 * /api/stuck and the answer below changes in place; a newer pause cancels
 * the older request.
 */
export function StuckFinder({ answer: first, problemCount }: { answer: StuckAnswer; problemCount: number }) {
  const [text, setText] = useState(first.query)
  const [answer, setAnswer] = useState(first)
  const asked = useRef(first.query)
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({})

  useEffect(() => {
    const work = pending.current
    return () => {
      clearTimeout(work.timer)
      work.request?.abort()
    }
  }, [])

  function ask(value: string, delayMs: number) {
    const work = pending.current
    clearTimeout(work.timer)
    const query = value.trim()
    if (query === asked.current) return
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
        const reply = await readApiAnswer(await fetch(stuckApiUrl(query), { signal: request.signal }), readStuckAnswer)
        if (!reply.ok) return
        asked.current = query
        setAnswer(reply.body)
      } catch {
        // Cancelled by newer typing, or offline: the button still sends the form to the server.
      }
    }, delayMs)
  }

  return (
    <>
      <search className="stuck-search">
        <form
          action={PAGES.stuck}
          method="get"
          className="stuck-form"
          onSubmit={(event) => {
            event.preventDefault()
            ask(text, 0)
          }}
        >
          <label htmlFor={STUCK_BOX_ID}>What do you see?</label>
          <p id={HINT_ID} className="stuck-hint">
            Paste the error message, even a whole stack trace, or say what happens in your own words, such as “the preview is blank”. Take
            out passwords, keys and email addresses first.
          </p>
          <textarea
            id={STUCK_BOX_ID}
            name={STUCK_QUERY_PARAM}
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
              What you paste is never stored or logged by our server: it is read to find the answer, then forgotten.
            </p>
          </div>
        </form>
      </search>
      <p className="visually-hidden" role="status">
        {statusOf(answer)}
      </p>
      <StuckAnswerView answer={answer} problemCount={problemCount} />
    </>
  )
}

/** The answer under the box: the best problem in full, or the general prompt, or nothing yet. */
function StuckAnswerView({ answer, problemCount }: { answer: StuckAnswer; problemCount: number }) {
  if (answer.kind === 'empty')
    return (
      <p className="stuck-intro">
        Unstuck knows {problemCount} problems that beginners often meet when they build apps with an AI agent: errors in the browser, the
        server, the database and secrets, publishing, and the Agent itself.
      </p>
    )
  if (answer.kind === 'none' || !answer.problem)
    return (
      <section className="stuck-answer" aria-labelledby={ANSWER_HEADING_ID}>
        <h2 id={ANSWER_HEADING_ID}>Nothing in the catalogue fits well</h2>
        <p>
          None of the {problemCount} problems Unstuck knows matches your text well enough to guess. Describe the bug to the Agent instead:
          the prompt below already holds your text as its example. Fill in the first line with what you did, what you expected and what
          happened (<a href={BUG_REPORT_LESSON}>Section 4 shows how</a>).
        </p>
        <FixPrompt prompt={answer.prompt} title="A prompt that describes your bug" />
        <p>
          Still stuck after two or three tries? Ask us on the <a href={PAGES.getHelp}>Get Help</a> page.
        </p>
      </section>
    )
  return <ProblemView answer={answer} problem={answer.problem} />
}

function ProblemView({ answer, problem }: { answer: StuckAnswer; problem: StuckProblem }) {
  return (
    <section className="stuck-answer" aria-labelledby={ANSWER_HEADING_ID}>
      <p className="stuck-answer-kind">{answer.kind === 'match' ? 'Most likely' : 'Problem'}</p>
      <h2 id={ANSWER_HEADING_ID}>{problem.title}</h2>
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
        Learn the skill behind it: <a href={problem.lesson.href}>{problem.lesson.title}</a>
      </p>
      {answer.others.length > 0 ? (
        <>
          <h3>Other problems that may fit</h3>
          <ul className="stuck-others">
            {answer.others.map((other) => (
              <li key={other.slug}>
                <a href={other.href}>{other.title}</a>
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
