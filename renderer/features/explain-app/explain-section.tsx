import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { sectionPath } from '../../../lib/paths.ts'
import type { CheckOutcome, ConsoleEntry, LearnerFiles } from '../../../sandbox/protocol.ts'
import type { Stopped } from '../../../sandbox/sandbox.ts'
import { ExplainIntro } from './explain-intro.tsx'
import { type LineQuestion, type Requirement, simplestOther } from './find-the-line.ts'
import type { Removal, RunRequirement } from './lines-that-matter.ts'
import type { CodeFileName, Removable } from './removable.ts'

/** How the page runs one requirement's check in a frame inside `host` (the checker's runCheck); `afterCheck` keeps the frame's process. */
type RunCheck = (
  host: HTMLElement,
  files: LearnerFiles,
  steps: Requirement['steps'],
  afterCheck: boolean,
  onConsole: (entry: ConsoleEntry) => void,
) => Promise<CheckOutcome | Stopped>

interface Props {
  files: LearnerFiles
  requirements: Requirement[]
  runCheck: RunCheck
}

/** The lesson on reading and debugging what the Agent wrote, which "Find the line" practises. */
const LESSON = { path: sectionPath(4), title: 'When the Vibe Goes Wrong' }
/**
 * Runs at once while finding the lines that matter: each mostly waits (for
 * its frame to load, for the app to hold still after a step), so several
 * overlap; they share one process, so many more would only queue.
 */
const PARALLEL_RUNS = 6
/** Wrong tries before the answer is shown. */
const TRIES = 2

const loadEngine = () => import('./find-the-line.ts')

type Phase =
  | { kind: 'closed' }
  | { kind: 'searching'; requirement: string; done: number; total: number }
  | { kind: 'asking'; question: LineQuestion }
  | { kind: 'none' }
  | { kind: 'failed'; message: string }

interface Try {
  removable: Removable
  removal: Removal
  /** One of this requirement's own lines: it fails without it, and the simplest other requirement does not. */
  right: boolean
  /** The other requirement's text, when it fails without this line too. */
  alsoOther?: string | undefined
}

const lineWord = (removable: Removable) =>
  removable.endLine > removable.line ? `lines ${removable.line} to ${removable.endLine}` : `line ${removable.line}`
const placeOf = (removable: Removable) => `${lineWord(removable)} of ${removable.file}`

/** The tag on a line already tapped. */
function tagOf({ removal, right }: Try): string {
  if (right) return 'matters'
  if (removal.kind === 'works') return 'works without it'
  return removal.kind === 'stops' ? 'app stops' : 'whole app needs it'
}

/** What a run without the tapped line showed, in words. */
function feedbackOf({ removable, removal, right, alsoOther }: Try): string {
  switch (removal.kind) {
    case 'fails':
      return right
        ? `Right: this requirement needs ${placeOf(removable)}. Without it, we expected ${removal.expected}, and found: ${removal.found}.`
        : `Your app needs ${placeOf(removable)} for more than this: without it, “${alsoOther}” fails too. It is a line the whole app leans on, not the one that makes this requirement work.`
    case 'stops':
      return `Without ${placeOf(removable)} your app stops (${removal.why}). Every requirement needs that line, so it is not the one that makes this work.`
    case 'works':
      return `Your app still does this without ${placeOf(removable)}.`
  }
}

/**
 * "Explain your app" in the checker's report, once every requirement
 * passes: a "Find the line" question about one requirement of the learner's
 * own code, graded by running the app without the line they tap. Its engine
 * (and the parser) load when the learner starts it.
 */
export function ExplainSection({ files, requirements, runCheck }: Props) {
  const id = useId()
  const host = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<Phase>({ kind: 'closed' })
  const [chosen, setChosen] = useState(0)
  const [tries, setTries] = useState<Try[]>([])
  const [grading, setGrading] = useState<Removable>()
  const [status, setStatus] = useState('')

  /**
   * Each run in a host of its own, over the others (explain.css): several
   * overlap, and one ended early (at an error, see RunRequirement) is simply
   * removed, its frame with it. The checker's own frame stays on the page
   * meanwhile, so every run's frame joins that frame's process.
   */
  const runner =
    (steps: Requirement['steps']): RunRequirement =>
    async (changed, before) => {
      const errors: string[] = []
      const runs = host.current
      if (!runs) return { outcome: { kind: 'unavailable' }, errors }
      const own = document.createElement('div')
      runs.append(own)
      let stop: (outcome: CheckOutcome) => void = () => undefined
      const stopped = new Promise<CheckOutcome>((resolve) => {
        stop = resolve
      })
      const outcome = await Promise.race([
        runCheck(own, changed, steps, false, (entry) => {
          if (entry.level !== 'uncaught') return
          errors.push(entry.text)
          if (before && !before.includes(entry.text)) stop({ kind: 'error', message: entry.text })
        }),
        stopped,
      ])
      own.remove()
      return { outcome, errors }
    }

  const ask = async (from: number) => {
    setTries([])
    setStatus('Finding the lines that matter in your app…')
    try {
      const { prepareLineQuestion } = await loadEngine()
      for (let offset = 0; offset < requirements.length; offset++) {
        const index = (from + offset) % requirements.length
        const requirement = requirements[index] as Requirement
        setPhase({ kind: 'searching', requirement: requirement.text, done: 0, total: 0 })
        const other = simplestOther(requirements, index)
        const question = await prepareLineQuestion(files, requirement, runner(requirement.steps), {
          other: other && { requirement: other, run: runner(other.steps) },
          onProgress: (done, total) => setPhase({ kind: 'searching', requirement: requirement.text, done, total }),
          parallel: PARALLEL_RUNS,
        })
        if (question) {
          if (index !== from)
            setStatus(`“${requirements[from]?.text}” has no single line of its own to find, so here is the next requirement.`)
          setChosen(index)
          setPhase({ kind: 'asking', question })
          if (index === from) setStatus(`Your question is ready: which line makes “${requirement.text}” work?`)
          return
        }
      }
      setPhase({ kind: 'none' })
      setStatus('')
    } catch (error) {
      setPhase({ kind: 'failed', message: String((error as Error).message) })
      setStatus('')
    }
  }

  const tap = async (question: LineQuestion, removable: Removable) => {
    if (grading) return
    setGrading(removable)
    setStatus(`Running your app without ${placeOf(removable)}…`)
    const { gradeLine } = await loadEngine()
    const other = question.other?.requirement
    const { removal, right, alsoOther } = await gradeLine(
      files,
      question,
      removable,
      runner(question.requirement.steps),
      other && runner(other.steps),
    )
    const last: Try = { removable, removal, right, alsoOther: alsoOther ? other?.text : undefined }
    const now = [...tries, last]
    setTries(now)
    setGrading(undefined)
    const wrong = now.filter((one) => !one.right).length
    setStatus(right ? feedbackOf(last) : `${feedbackOf(last)} ${wrong >= TRIES ? 'Here are the lines that matter.' : 'Try another line.'}`)
  }

  const rightTry = tries.find((one) => one.right)
  const wrongTries = tries.filter((one) => !one.right).length
  const answered = rightTry !== undefined || wrongTries >= TRIES

  return (
    <section className="explain-app" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Explain your app</h3>
      <ExplainIntro />
      {phase.kind !== 'searching' && (phase.kind !== 'asking' || answered) && (
        <div className="explain-choose">
          <label htmlFor={`${id}-requirement`}>Requirement to ask about</label>
          <select id={`${id}-requirement`} value={chosen} onChange={(event) => setChosen(Number(event.currentTarget.value))}>
            {requirements.map((requirement, index) => (
              <option key={requirement.text} value={index}>
                {requirement.text}
              </option>
            ))}
          </select>
          <button type="button" className="button button-secondary" onClick={() => ask(chosen)}>
            {phase.kind === 'asking' ? 'Another question' : 'Ask me about my code'}
          </button>
        </div>
      )}
      {phase.kind === 'none' && (
        <p>No single line of your app makes a requirement fail on its own, so there is no line to find this time.</p>
      )}
      {phase.kind === 'failed' && <p role="alert">The question could not load ({phase.message}). Check your connection and try again.</p>}
      {phase.kind === 'searching' && (
        <div className="explain-searching">
          <label htmlFor={`${id}-progress`}>Running your app without each line, for “{phase.requirement}”</label>
          <progress id={`${id}-progress`} max={phase.total || 1} value={phase.done} />
        </div>
      )}
      {phase.kind === 'asking' && (
        <LineQuestionView
          id={id}
          files={files}
          question={phase.question}
          tries={tries}
          grading={grading}
          answered={answered}
          onTap={(removable) => tap(phase.question, removable)}
        />
      )}
      <p className="explain-status" role="status">
        {status}
      </p>
      <div className="explain-runs" ref={host} />
    </section>
  )
}

function LineQuestionView({
  id,
  files,
  question,
  tries,
  grading,
  answered,
  onTap,
}: {
  id: string
  files: LearnerFiles
  question: LineQuestion
  tries: Try[]
  grading: Removable | undefined
  answered: boolean
  onTap: (removable: Removable) => void
}) {
  const code = useRef<HTMLDivElement>(null)
  const asked = useRef<HTMLParagraphElement>(null)
  // The button that asked has gone: the question takes the focus, and Tab goes on to the code's lines.
  useEffect(() => asked.current?.focus(), [])
  // One line button is in the tab order at a time; the arrow keys move between them (a list of 90 stops would be a long walk).
  const [current, setCurrent] = useState(0)
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(code.current?.querySelectorAll<HTMLButtonElement>('button.explain-line') ?? [])]
    const at = buttons.indexOf(event.target as HTMLButtonElement)
    if (at < 0) return
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key]
    if (to === undefined) return
    event.preventDefault()
    const target = buttons[Math.max(0, Math.min(buttons.length - 1, to))]
    target?.focus()
    setCurrent(Number(target?.dataset.index))
  }
  const shownFiles: Array<{ name: CodeFileName; text: string }> = [
    { name: 'index.html' as const, text: files.html },
    { name: 'script.js' as const, text: files.js },
  ].filter((file) => question.removables.some((removable) => removable.file === file.name))
  const matters = new Set(answered ? question.lines : [])
  const tried = new Map(tries.map((one) => [one.removable, one]))
  const focusable = question.removables[current] ? current : 0
  return (
    <div className="explain-question">
      <p className="explain-kind">
        <strong>Find the line.</strong> Practises reading the code your Agent wrote (lesson: <a href={LESSON.path}>{LESSON.title}</a>).
      </p>
      <p className="explain-ask" id={`${id}-ask`} ref={asked} tabIndex={-1}>
        Which line of your code makes this work: “{question.requirement.text}”?
      </p>
      <p className="explain-hint">
        Tap a line (or move with the arrow keys and press Enter). We run your app without it and check this requirement again.
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys move focus between the line buttons inside; each is a real button. */}
      <div className="explain-code" ref={code} onKeyDown={move}>
        {shownFiles.map((file) => {
          const byLine = new Map(
            question.removables.flatMap((removable, index) => (removable.file === file.name ? [[removable.line, index] as const] : [])),
          )
          return (
            <div key={file.name}>
              <h4 className="explain-file" id={`${id}-${file.name}`}>
                {file.name}
              </h4>
              <ol className="explain-lines" aria-labelledby={`${id}-${file.name}`}>
                {file.text.split('\n').map((text, lineIndex) => {
                  const line = lineIndex + 1
                  const index = byLine.get(line)
                  const removable = index === undefined ? undefined : question.removables[index]
                  const tap = removable && tried.get(removable)
                  const number = <span className="explain-number">{line}</span>
                  return (
                    <li key={line}>
                      {removable ? (
                        <button
                          type="button"
                          className="explain-line"
                          data-index={index}
                          tabIndex={index === focusable ? 0 : -1}
                          disabled={grading !== undefined || answered}
                          aria-describedby={`${id}-ask`}
                          data-matters={matters.has(removable) || undefined}
                          data-tried={tap?.removal.kind}
                          onFocus={() => setCurrent(index as number)}
                          onClick={() => onTap(removable)}
                        >
                          {number}
                          <code>{text}</code>
                          {matters.has(removable) && <span className="explain-tag">matters</span>}
                          {tap && !matters.has(removable) && <span className="explain-tag">{tagOf(tap)}</span>}
                        </button>
                      ) : (
                        <span className="explain-plain">
                          {number}
                          <code>{text}</code>
                        </span>
                      )}
                    </li>
                  )
                })}
              </ol>
            </div>
          )
        })}
      </div>
      {answered && (
        <div className="explain-answer">
          <p>
            The lines “{question.requirement.text}” needs, found by running your app {question.runs} times, each time without one line (
            {(question.searchMs / 1000).toFixed(1)} s)
            {question.other && `, leaving out the lines “${question.other.requirement.text}” needs too`}:
          </p>
          <ul>
            {question.lines.map((removable) => {
              const removal = question.removals[question.removables.indexOf(removable)]
              return (
                <li key={`${removable.file}-${removable.line}`}>
                  {placeOf(removable)}
                  {removal?.kind === 'fails' && `: without it, we expected ${removal.expected}, and found: ${removal.found}`}
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </div>
  )
}
