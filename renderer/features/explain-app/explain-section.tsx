import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { checkerRunMessages } from '../../../lib/i18n/catalogues/checker-run.ts'
import { explainAppMessages } from '../../../lib/i18n/catalogues/explain-app.ts'
import type { Locale } from '../../../lib/i18n/locale.ts'
import { localiseUrl } from '../../../lib/i18n/localized-urls.ts'
import { sectionPath } from '../../../lib/paths.ts'
import type { CheckOutcome, ConsoleEntry, LearnerFiles, Probe } from '../../../sandbox/protocol.ts'
import type { Stopped } from '../../../sandbox/sandbox.ts'
import { useMessages } from '../../frame/use-messages.ts'
import { usePageContext } from '../../frame/use-page-context.tsx'
import type { ExplainAsk } from '../progress/explain-key.ts'
import { explainKey, saveExplainResult } from '../progress/explain-store.ts'
import type { ProjectChange } from '../project-checker/project-check.ts'
import type { FrameUse, RunWords } from '../project-checker/run-check.ts'
import { ChangeView } from './change-view.tsx'
import type { LineQuestion, Requirement } from './find-the-line.ts'
import type { Removal, RunRequirement } from './lines-that-matter.ts'
import type { PredictQuestion } from './predict.ts'
import { PredictView } from './predict-view.tsx'
import type { CodeFileName, Removable } from './removable.ts'
import { findAsk } from './review-ask.ts'
import { remembering } from './run-memory.ts'
import { type Messages, placeOf, stopWords } from './words.ts'

/**
 * How the page runs one requirement's check in a frame inside `host` (the
 * checker's runCheck); `frameUse`: where its first frame comes from (here
 * 'reuse': the host's last frame loads the run's document); `ownFocus`
 * keeps focus inside the frame, for the runs go on while the learner answers;
 * `locale`, the language of a failed step's words; `words`, the run's own
 * (read once here, not once per run); `probe`, looks taken in passing
 * (protocol.ts's Probe).
 */
type RunCheck = (
  host: HTMLElement,
  files: LearnerFiles,
  steps: Requirement['steps'],
  frameUse: FrameUse,
  onConsole: (entry: ConsoleEntry) => void,
  ownFocus: boolean,
  locale: Locale,
  words: RunWords,
  probe?: (Probe & { onResult: (outcome: CheckOutcome) => void }) | undefined,
) => Promise<CheckOutcome | Stopped>

interface Props {
  /** 'project3': the answers are kept in the progress store under it. */
  lesson: string
  files: LearnerFiles
  requirements: Requirement[]
  /** "Change it": the project's small change, when it has one. */
  change?: ProjectChange | undefined
  runCheck: RunCheck
  /** Makes a frame in an empty host for the runs there to reuse (sandbox.ts's prepareFrame): made as a search starts, it loads while the engine does. */
  prepareFrame?: ((host: HTMLElement, title: string) => void) | undefined
  /**
   * What the section does, in words the page already has: a project page's
   * checker hands over its ExplainIntro (so this module does not import it:
   * shared with the playground, it would be a chunk of its own on every
   * project page); the playground says it beside its project chooser.
   */
  intro?: ReactNode
}

/** The lesson on reading and debugging what the Agent wrote, which both questions practise. */
const LESSON_PATH = sectionPath(4)
/** The step on growing an app one small change at a time, which "Change it" practises. */
const CHANGE_LESSON_PATH = `${sectionPath(5)}#step-5-grow-your-app-in-small-steps`
/**
 * Runs at once while finding the lines that matter: a run waits now and then
 * (for the app to hold still after a step), so a few overlap; but they share
 * one process, whose one thread is busy for most of each run, so more only
 * queue there, and each frame kept alive meanwhile costs processor time of
 * its own (its timers, its share of the drawing): 6 at once took about a
 * tenth more of the browser's processor time than 3 for project 3's search
 * (docs/performance.md).
 */
const PARALLEL_RUNS = 3
/** How long the runs' frames stay once none is running: the next run (the next line of a search, a tap's) reuses them; then they go. */
const IDLE_FRAMES_MS = 1000
/** How long the frames made as a search starts wait for its first run (the engine loading), before they go. */
const WARM_FRAMES_MS = 10_000
/** Wrong tries before the answer is shown. */
const TRIES = 2

const loadEngine = () => import('./find-the-line.ts')
/** The engine, loading (once: a module is fetched once) before a question is asked for. */
const preloadEngine = () => {
  loadEngine().catch(() => undefined)
}
/** On a button that asks a question: the engine starts loading as the learner reaches for it (pointer or focus). */
const PRELOAD_ON_REACH = { onPointerEnter: preloadEngine, onFocus: preloadEngine }
const loadPredict = () => import('./predict.ts')
const loadJudge = () => import('./lines-that-matter.ts')

type Phase =
  | { kind: 'closed' }
  | { kind: 'searching'; requirement: string; done: number; total: number }
  | { kind: 'asking'; question: LineQuestion }
  | { kind: 'preparing-predict' }
  /** `requirement`: the index of the requirement the line was found for, which names the answer in the progress store. */
  | { kind: 'predicting'; question: PredictQuestion; requirement: number }
  | { kind: 'none' }
  | { kind: 'no-predict' }
  | { kind: 'changing'; change: ProjectChange }
  | { kind: 'failed'; message: string }

interface Try {
  removable: Removable
  removal: Removal
  /** One of this requirement's own lines: it fails without it, and the simplest other requirement does not. */
  right: boolean
  /** The other requirement's text, when it fails without this line too. */
  alsoOther?: string | undefined
}

/** The tag on a line already tapped. */
function tagOf(t: Messages, { removal, right }: Try): string {
  if (right) return t.tagMatters
  if (removal.kind === 'works') return t.tagWorks
  return removal.kind === 'stops' ? t.tagStops : t.tagWholeApp
}

/** What a run without the tapped line showed, in words. */
function feedbackOf(t: Messages, { removable, removal, right, alsoOther }: Try): string {
  const place = placeOf(t, removable)
  switch (removal.kind) {
    case 'fails':
      return right ? t.right(place, removal.expected, removal.found) : t.wholeApp(place, alsoOther ?? '')
    case 'stops':
      return t.stops(place, stopWords(t, removal.why))
    case 'works':
      return t.works(place)
  }
}

/**
 * "Explain your app" in the checker's report, once every requirement
 * passes: questions about the learner's own code, graded by running it:
 * "Find the line" (which line makes a requirement work: the app run without
 * the line they tap) and "Predict" (what happens without one of their lines:
 * every requirement run without it). The engine (and the parser) start
 * loading when the learner reaches for the section's controls (a pointer on
 * a button, the chooser focused or changed), not on every page.
 */
export function ExplainSection({ lesson: lessonKey, files, requirements, change, runCheck, prepareFrame, intro }: Props) {
  const id = useId()
  const t = useMessages(explainAppMessages)
  // Loaded with the checker's panel, which this section is part of.
  const runWords = useMessages(checkerRunMessages)
  const locale = usePageContext().locale ?? 'en'
  const lesson = localiseUrl(LESSON_PATH, locale)
  const changeLesson = localiseUrl(CHANGE_LESSON_PATH, locale)
  const host = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<Phase>({ kind: 'closed' })
  const [chosen, setChosen] = useState(0)
  const [tries, setTries] = useState<Try[]>([])
  const [grading, setGrading] = useState<Removable>()
  const [status, setStatus] = useState('')
  // The search under way, stopped when the learner asks for another question.
  const search = useRef({ stopped: false })
  // The "Find the line" question whose answer is in the progress already: each counts once, found (right) as
  // soon as it is, missed once the complete search knows the lines to ask about again in /review.
  const recorded = useRef<Requirement>(undefined)

  // The hosts of the runs' frames no run is using: the next run takes one, and reuses its frame (sandbox.ts).
  const idleHosts = useRef<HTMLDivElement[]>([])
  const activeRuns = useRef(0)
  const clearing = useRef<ReturnType<typeof setTimeout>>(undefined)

  /**
   * Each run in a host of its own, over the others (explain.css): several
   * overlap. A host that has answered keeps its frame for the next run,
   * which gets a document of its own there instead of a new frame (each
   * document starts clean: sandbox.ts, reuseFrame); one ended early (at an
   * error, see RunRequirement) is removed, its frame with it; once no run
   * has gone on for IDLE_FRAMES_MS, all go. The checker's own frame stays on
   * the page meanwhile, so every run's frame joins that frame's process.
   */
  const freshRunner =
    (steps: Requirement['steps']): RunRequirement =>
    async (changed, before, onConsole, probe) => {
      const errors: string[] = []
      let probed: CheckOutcome | undefined
      const runs = host.current
      if (!runs) return { outcome: { kind: 'unavailable' }, errors }
      clearTimeout(clearing.current)
      activeRuns.current++
      const own = idleHosts.current.pop() ?? runs.appendChild(document.createElement('div'))
      let stop: (outcome: CheckOutcome) => void = () => undefined
      let endedEarly = false
      const stopped = new Promise<CheckOutcome>((resolve) => {
        stop = (outcome) => {
          endedEarly = true
          resolve(outcome)
        }
      })
      const outcome = await Promise.race([
        runCheck(
          own,
          changed,
          steps,
          'reuse',
          (entry) => {
            onConsole?.(entry)
            if (entry.level !== 'uncaught') return
            errors.push(entry.text)
            if (before && !before.includes(entry.text)) stop({ kind: 'error', message: entry.text })
          },
          true,
          locale,
          runWords,
          probe && {
            ...probe,
            onResult: (outcome) => {
              probed = outcome
            },
          },
        ),
        stopped,
      ])
      activeRuns.current--
      // A run cut short may still be going on in its frame: that frame goes, never reused.
      if (endedEarly) own.remove()
      else idleHosts.current.push(own)
      if (activeRuns.current === 0) clearing.current = setTimeout(clearIdle, IDLE_FRAMES_MS)
      return { outcome, errors, probe: probed }
    }

  /** A requirement's runs, each made once per page: a later question asking the same run is told its result (run-memory.ts). */
  const runner = (steps: Requirement['steps']): RunRequirement => remembering(steps, freshRunner(steps), files, locale)

  const clearIdle = () => {
    for (const idle of idleHosts.current) idle.remove()
    idleHosts.current = []
  }

  /**
   * As a search starts, a host with a frame already loading for each run it
   * will have at once: the frames' documents load while the engine (and the
   * parser) does, where the first runs used to wait for both in turn.
   */
  const warmRuns = () => {
    const runs = host.current
    if (!runs || !prepareFrame) return
    clearTimeout(clearing.current)
    while (idleHosts.current.length + activeRuns.current < PARALLEL_RUNS) {
      const own = runs.appendChild(document.createElement('div'))
      prepareFrame(own, runWords.checkingFrameTitle)
      idleHosts.current.push(own)
    }
    // Gone if no run comes after all (the engine could not load), as after a search's last run.
    if (activeRuns.current === 0) clearing.current = setTimeout(clearIdle, WARM_FRAMES_MS)
  }

  /** A new search, the one before it (if any) stopped. */
  const newSearch = () => {
    search.current.stopped = true
    const current = { stopped: false }
    search.current = current
    return current
  }

  /**
   * "Find the line" about the requirement at `from`, or the next one that
   * has a line of its own. `forPredict`: the search is only for a line to
   * ask about, handed on as soon as one is found (the rest is not run).
   */
  const ask = async (from: number, forPredict?: (question: LineQuestion) => void) => {
    const current = newSearch()
    setTries([])
    recorded.current = undefined
    setStatus(forPredict ? t.predictPreparing : t.findingStatus)
    warmRuns()
    try {
      const { prepareLineQuestion, simplestOther } = await loadEngine()
      for (let offset = 0; offset < requirements.length && !current.stopped; offset++) {
        const index = (from + offset) % requirements.length
        const requirement = requirements[index] as Requirement
        setPhase(forPredict ? { kind: 'preparing-predict' } : { kind: 'searching', requirement: requirement.text, done: 0, total: 0 })
        const other = simplestOther(requirements, index)
        let asked = false
        const show = (question: LineQuestion) => {
          if (current.stopped) return
          if (forPredict) {
            asked = true
            current.stopped = true
            return forPredict(question)
          }
          // A copy: the search fills the question in as it goes, and each copy shows what it has found so far.
          setPhase({ kind: 'asking', question: { ...question } })
          if (asked) return
          asked = true
          setStatus(index !== from ? t.movedOnStatus(requirements[from]?.text ?? '') : t.readyStatus(requirement.text))
          setChosen(index)
        }
        const question = await prepareLineQuestion(files, requirement, runner(requirement.steps), {
          other: other && { requirement: other, run: runner(other.steps) },
          onProgress: (done, total) => {
            if (!asked && !forPredict && !current.stopped) setPhase({ kind: 'searching', requirement: requirement.text, done, total })
          },
          onReady: show,
          parallel: PARALLEL_RUNS,
          stopped: () => current.stopped,
        })
        if (asked && forPredict) return
        if (question) return show(question)
        // Asked too soon: the complete search found no line of this requirement's own after all.
        if (asked) setStatus('')
      }
      if (current.stopped) return
      setPhase(forPredict ? { kind: 'no-predict' } : { kind: 'none' })
      setStatus('')
    } catch (error) {
      setPhase({ kind: 'failed', message: String((error as Error).message) })
      setStatus('')
    }
  }

  /** "Predict": a line the requirement at `from` needs (found as "Find the line" finds one), and every requirement run without it. */
  const predict = (from: number) =>
    ask(from, async (found) => {
      try {
        const { preparePredict, predictLine } = await loadPredict()
        const removable = predictLine(found.removables, found.removals, [])
        if (!removable) return setPhase({ kind: 'no-predict' })
        const question = await preparePredict(
          files,
          removable,
          requirements.map((requirement) => ({
            requirement,
            run: runner(requirement.steps),
            before:
              requirement === found.requirement ? found.before : requirement === found.other?.requirement ? found.other.before : undefined,
          })),
          { parallel: PARALLEL_RUNS },
        )
        setPhase({ kind: 'predicting', question, requirement: requirements.indexOf(found.requirement) })
        setStatus(t.predictAsk(placeOf(t, removable)))
      } catch (error) {
        setPhase({ kind: 'failed', message: String((error as Error).message) })
        setStatus('')
      }
    })

  /** "Change it": the change's steps run against the files in the boxes now, as a requirement is checked; an error the app throws means it stops. */
  const checkChange = async (asked: ProjectChange) => {
    const { judgeRun } = await loadJudge()
    return judgeRun(await runner(asked.steps)(files), [])
  }

  const tap = async (question: LineQuestion, removable: Removable) => {
    if (grading) return
    setGrading(removable)
    setStatus(t.running(placeOf(t, removable)))
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
    setStatus(right ? feedbackOf(t, last) : `${feedbackOf(t, last)} ${wrong >= TRIES ? t.showAnswer : t.tryAgain}`)
  }

  const rightTry = tries.find((one) => one.right)
  const wrongTries = tries.filter((one) => !one.right).length
  const answered = rightTry !== undefined || wrongTries >= TRIES
  const asking = phase.kind === 'asking' ? phase.question : undefined
  useEffect(() => {
    if (!asking || !answered || (!rightTry && !asking.complete)) return
    const requirement = requirements.findIndex((one) => one.text === asking.requirement.text)
    if (requirement < 0 || recorded.current === asking.requirement) return
    recorded.current = asking.requirement
    const missed = rightTry
      ? undefined
      : findAsk(
          files,
          asking,
          tries.map((one) => one.removable),
        )
    saveExplainResult(explainKey(lessonKey, 'find', requirement), rightTry !== undefined, missed)
  }, [asking, answered, rightTry, tries, files, requirements, lessonKey])
  const savePredict = (requirement: number, right: boolean, ask: ExplainAsk) =>
    saveExplainResult(explainKey(lessonKey, 'predict', requirement), right, ask)
  const busy = phase.kind === 'searching' || phase.kind === 'preparing-predict' || (phase.kind === 'asking' && !answered)

  return (
    <section className="explain-app" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.heading}</h3>
      {intro}
      {!busy && (
        // The engine (and the parser) start loading as the learner reaches for these controls, before the tap that needs them.
        <div className="explain-choose">
          <label htmlFor={`${id}-requirement`}>{t.chooseRequirement}</label>
          <select
            id={`${id}-requirement`}
            value={chosen}
            onFocus={preloadEngine}
            onChange={(event) => {
              preloadEngine()
              setChosen(Number(event.currentTarget.value))
            }}
          >
            {requirements.map((requirement, index) => (
              <option key={requirement.text} value={index}>
                {requirement.text}
              </option>
            ))}
          </select>
          <button type="button" className="button button-secondary" {...PRELOAD_ON_REACH} onClick={() => ask(chosen)}>
            {phase.kind === 'asking' ? t.askAnother : t.askFind}
          </button>
          <button type="button" className="button button-secondary" {...PRELOAD_ON_REACH} onClick={() => predict(chosen)}>
            {t.askPredict}
          </button>
          {change && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                newSearch()
                setStatus('')
                setPhase({ kind: 'changing', change })
              }}
            >
              {t.askChange}
            </button>
          )}
        </div>
      )}
      {phase.kind === 'none' && <p>{t.none}</p>}
      {phase.kind === 'no-predict' && <p>{t.predictNone}</p>}
      {phase.kind === 'failed' && <p role="alert">{t.failed(phase.message)}</p>}
      {phase.kind === 'searching' && (
        <div className="explain-searching">
          <label htmlFor={`${id}-progress`}>{t.searching(phase.requirement)}</label>
          <progress id={`${id}-progress`} max={phase.total || 1} value={phase.done} />
        </div>
      )}
      {phase.kind === 'preparing-predict' && (
        <div className="explain-searching">
          <label htmlFor={`${id}-progress`}>{t.predictPreparing}</label>
          <progress id={`${id}-progress`} />
        </div>
      )}
      {phase.kind === 'asking' && (
        <LineQuestionView
          id={id}
          t={t}
          lesson={lesson}
          files={files}
          question={phase.question}
          tries={tries}
          grading={grading}
          answered={answered}
          onTap={(removable) => tap(phase.question, removable)}
        />
      )}
      {phase.kind === 'predicting' && (
        <PredictView
          key={`${phase.question.removable.file}-${phase.question.removable.line}`}
          id={id}
          t={t}
          lesson={lesson}
          files={files}
          requirements={requirements}
          question={phase.question}
          onAnswered={(status, right, ask) => {
            setStatus(status)
            if (phase.requirement >= 0) savePredict(phase.requirement, right, ask)
          }}
        />
      )}
      {phase.kind === 'changing' && (
        <ChangeView
          id={id}
          t={t}
          lesson={changeLesson}
          change={phase.change}
          check={() => checkChange(phase.change)}
          onChecked={setStatus}
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
  t,
  lesson,
  files,
  question,
  tries,
  grading,
  answered,
  onTap,
}: {
  id: string
  t: Messages
  lesson: string
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
    <div className="explain-question" data-search={question.complete ? 'complete' : 'running'}>
      <p className="explain-kind">
        <strong>{t.findKind}</strong> {t.findPractises} <a href={lesson}>{t.lessonTitle}</a>).
      </p>
      <p className="explain-ask" id={`${id}-ask`} ref={asked} tabIndex={-1}>
        {t.findAsk(question.requirement.text)}
      </p>
      <p className="explain-hint">{t.findHint}</p>
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
                          {matters.has(removable) && <span className="explain-tag">{t.tagMatters}</span>}
                          {tap && !matters.has(removable) && <span className="explain-tag">{tagOf(t, tap)}</span>}
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
      {answered && !question.complete && <p className="explain-answer-wait">{t.stillSearching}</p>}
      {answered && question.complete && (
        <div className="explain-answer">
          <p>
            {t.answerIntro(question.requirement.text, question.runs, (question.searchMs / 1000).toFixed(1))}
            {question.other && t.answerLeavingOut(question.other.requirement.text)}:
          </p>
          <ul>
            {question.lines.map((removable) => {
              const removal = question.removals[question.removables.indexOf(removable)]
              return (
                <li key={`${removable.file}-${removable.line}`}>
                  {placeOf(t, removable)}
                  {removal?.kind === 'fails' && t.withoutIt(removal.expected, removal.found)}
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </div>
  )
}
