/**
 * Runs a featured project's live check in the learner's own app, from the
 * page the check script was added to: each requirement opens the app's start
 * page in a same-origin frame, the steps that act on a page run there through
 * the learning projects' harness (harness/steps.ts, loaded into the frame as
 * this same script), and the steps about the server (open a page, call a
 * route) run here. Nothing is sent anywhere but the app's own origin.
 */
import type { CheckStep } from '../../../../course/checks/check-steps.ts'
import type { LiveCheck, LiveCheckStep, ServerStep } from '../../../../course/checks/live-check-steps.ts'
import { liveCheckRunMessages } from '../../../../lib/i18n/catalogues/live-check-run.ts'
import type { Locale } from '../../../../lib/i18n/locale.ts'
import type { liveCheckRun } from '../../../../lib/i18n/messages/en/live-check-run.ts'
import { messagesIn } from '../../../../lib/i18n/messages.ts'
import { matchesAny, quote } from '../../project-checker/harness/patterns.ts'
import { setStepLocale, stepWords } from '../../project-checker/harness/words.ts'
import type { AccessibilityProblem } from '../../safety-report/accessibility-words.ts'
import { findKeys } from '../../safety-report/find-keys.ts'
import { appScriptUrls, inlineScripts, type LiveSafetyReport, mergeProblems, pagesToAudit } from './live-safety.ts'

export type Verdict = 'passed' | 'not-yet' | 'unsure'

export interface LiveResult {
  text: string
  verdict: Verdict
  expected?: string
  found?: string
  /** The first error the app itself reported while this requirement ran (its console, an uncaught error, a failed request). */
  appError?: string
  /** What the learner tests by hand for this requirement (course/checks/live-check-steps.ts). */
  byHand?: string
}

/** The words that stand for the run's own values in a step (course/checks/live-check-steps.ts). */
const WORD_TOKEN = /TESTWORD/g
const PASSWORD_TOKEN = /HOSTPASSWORD/g
const TODAY_TOKEN = /TODAY/g
const YESTERDAY_TOKEN = /YESTERDAY/g

/** A day in the browser's local time as YYYY-MM-DD, days from today (a due date as the learner's app stores it). */
export function localDate(daysFromToday: number): string {
  const day = new Date()
  day.setDate(day.getDate() + daysFromToday)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
}

/** A made-up word no one could have typed before: a capital letter and seven more, from one random draw. */
function testWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  const draw = crypto.getRandomValues(new Uint32Array(8))
  const word = [...draw].map((value) => letters[value % letters.length]).join('')
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`
}

/** The step with the run's values written in: the test word everywhere, the password only where it is typed. */
function withValues(step: LiveCheckStep, word: string, password: string): LiveCheckStep {
  const fill = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') {
      const worded = value.replace(WORD_TOKEN, word).replace(YESTERDAY_TOKEN, localDate(-1)).replace(TODAY_TOKEN, localDate(0))
      return key === 'type' ? worded.replace(PASSWORD_TOKEN, password) : worded
    }
    if (Array.isArray(value)) return value.map((item) => fill(item))
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, fill(item, name)]))
    return value
  }
  return fill(step) as LiveCheckStep
}

export const needsPassword = (steps: LiveCheckStep[]) =>
  steps.some((step) => 'signIn' in step || ('type' in step && step.type.includes('HOSTPASSWORD')))

const isServerStep = (step: LiveCheckStep): step is ServerStep =>
  'open' in step || 'request' in step || 'signIn' in step || 'offline' in step || 'noRequests' in step

/** The page steps that may take the app to another page (a form that posts); the others stay on the page. */
const MAY_NAVIGATE = ['press', 'click', 'keys', 'tick', 'choose', 'chooseByKeyboard']

/** The page steps cut before each step that may navigate, so each chunk has at most one such step, first. */
function chunks(steps: CheckStep[]): CheckStep[][] {
  const cut: CheckStep[][] = []
  for (const step of steps) {
    const last = cut.at(-1)
    if (!last || MAY_NAVIGATE.some((kind) => kind in step)) cut.push([step])
    else last.push(step)
  }
  return cut
}

/** The longest a few page steps may take (a slow server's answer included). */
const STEPS_MS = 30_000

/** How long after an action a form post has started its navigation, if it is going to. */
const NAVIGATION_START_MS = 50

/**
 * After a page loads, how long its text must hold still before the steps
 * start, and the longest that wait may take: an app that fetches its list
 * while loading (before the harness can count its requests) has drawn it by
 * then, and a clock ticking every second still lets it through. While the
 * page says it is loading (the course's prompts ask for "Loading..."), it is
 * not still: a slow server's list is waited for.
 */
const SETTLE_MS = 200
const SETTLE_MAX_MS = 8000
const SAYS_LOADING = /\bloading\b/i

/** How long a page of the app may take to load in the frame. */
const LOAD_MS = 10_000

class LiveFailure extends Error {
  constructor(
    readonly expected: string,
    readonly found: string,
    readonly verdict: Verdict = 'not-yet',
  ) {
    super(expected)
  }
}

interface Script {
  src: string
  integrity: string
}

type RunWords = typeof liveCheckRun

/** The app's own errors while a requirement runs, newest last, in the run's words. */
class AppErrors {
  constructor(private readonly say: RunWords) {}
  readonly seen: string[] = []
  /** Set by an `offline` step: requests to other origins fail, as with no network. */
  offline = false
  /** Every request the app's pages sent while this requirement ran (fetch and XMLHttpRequest), oldest first. */
  readonly requests: string[] = []
  /** Set by a `noRequests` step: how many requests had been sent then, so any later one breaks the rule. */
  requestsAllowed: number | undefined
  watch(frameWindow: Window & typeof globalThis) {
    const requests = this.requests
    const open = frameWindow.XMLHttpRequest.prototype.open
    frameWindow.XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
      requests.push(String(args[1]))
      return open.apply(this, args)
    } as XMLHttpRequest['open']
    frameWindow.addEventListener('error', (event) => this.seen.push(this.say.errorInPage(event.message)))
    frameWindow.addEventListener('unhandledrejection', (event) => this.seen.push(this.say.errorInPage(String(event.reason))))
    const consoleError = frameWindow.console.error.bind(frameWindow.console)
    frameWindow.console.error = (...args: unknown[]) => {
      this.seen.push(this.say.consoleSays(args.map(String).join(' ')))
      consoleError(...args)
    }
    const appFetch = frameWindow.fetch.bind(frameWindow)
    frameWindow.fetch = async (...args: Parameters<typeof fetch>) => {
      this.requests.push(requestUrl(args[0]))
      if (this.offline && new URL(requestUrl(args[0]), frameWindow.location.href).origin !== frameWindow.location.origin)
        throw new frameWindow.TypeError('Failed to fetch')
      const response = await appFetch(...args)
      if (response.status >= 500) this.seen.push(this.say.serverAnswered(response.status, requestName(args[0])))
      return response
    }
  }
}

/** Why a part of the check could not run, in the learner's words where the check chose them. */
const whyNot = (error: unknown) => (error instanceof LiveFailure ? error.found : String((error as Error)?.message ?? error))

const requestUrl = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)

const requestName = (input: RequestInfo | URL): string => new URL(requestUrl(input), location.href).pathname

export class LiveCheckRun {
  private readonly word = testWord()
  /** The run's own words; the page steps' come from the harness in the frame, asked for in the same language. */
  private readonly say: RunWords
  constructor(
    private readonly check: LiveCheck,
    private readonly frame: HTMLIFrameElement,
    private readonly script: Script,
    private readonly password: string,
    private readonly locale: Locale = 'en',
  ) {
    this.say = messagesIn(liveCheckRunMessages, locale)
    // The harness's words are also said here (an error while a step ran).
    setStepLocale(locale)
  }

  /** The test word this run writes into the app (the panel names it, so nothing is left behind unsaid). */
  get testWord() {
    return this.word
  }

  async run(onResult: (result: LiveResult, index: number) => void): Promise<LiveResult[]> {
    const results: LiveResult[] = []
    for (const [index, requirement] of this.check.requirements.entries()) {
      const checked = await this.runRequirement(requirement.text, requirement.steps)
      const result = requirement.byHand ? { ...checked, byHand: requirement.byHand } : checked
      results.push(result)
      onResult(result, index)
    }
    return results
  }

  /** "Everyone and safety" so far: axe's problems on each page audited, why the audit could not run, and the keys found. */
  private readonly audited = new Map<string, AccessibilityProblem[]>()
  private auditFailure: string | undefined
  private readonly findings: LiveSafetyReport['findings'] = []
  private readonly scriptsRead = new Set<string>()
  private inlineScriptsRead = 0

  /** The pages "Everyone and safety" covers: those the check opens. */
  private get pagesToAudit(): string[] {
    return pagesToAudit(
      this.check.start,
      this.check.requirements.flatMap((requirement) => requirement.steps),
    )
  }

  /**
   * "Everyone and safety" on the page the frame has just loaded, the first
   * time the check opens it (as it first opens, before any step acts on it):
   * axe in the frame (the check script's copy there), then the scripts the
   * page loaded from the app's origin read for keys. Done during the
   * requirements, so no page is loaded again for it; a failure here is the
   * report's, never a requirement's.
   */
  private async auditPage(path: string) {
    if (this.audited.has(path) || !this.pagesToAudit.includes(path)) return
    try {
      await this.harness()
      const frameWindow = this.frameWindow()
      const audit = frameWindow.__fztvLiveAudit
      if (!audit) throw new Error(this.say.anotherScript)
      this.audited.set(path, await audit())
      for (const code of inlineScripts(frameWindow.document)) {
        this.inlineScriptsRead++
        this.findings.push(...findKeys(code, this.say.inlineScript(path)))
      }
      for (const url of appScriptUrls(frameWindow.document, location.origin)) {
        if (this.scriptsRead.has(url)) continue
        this.scriptsRead.add(url)
        // A script the app cannot serve again is left out of the scan, not the audit.
        const response = await fetch(url, { credentials: 'same-origin', cache: 'force-cache' }).catch(() => undefined)
        if (response?.ok) this.findings.push(...findKeys(await response.text(), new URL(url).pathname))
      }
    } catch (error) {
      this.audited.set(path, [])
      this.auditFailure ??= whyNot(error)
    }
  }

  /** The whole "Everyone and safety" report, after the requirements: the pages no requirement opened (one skipped) loaded for it now. */
  async everyoneAndSafety(): Promise<LiveSafetyReport> {
    const pages = this.pagesToAudit
    this.frame.style.width = ''
    for (const path of pages.filter((page) => !this.audited.has(page))) {
      try {
        await this.load(path, new AppErrors(this.say))
      } catch (error) {
        this.auditFailure ??= whyNot(error)
        continue
      }
      await this.auditPage(path)
    }
    return {
      audit:
        this.auditFailure === undefined
          ? { kind: 'audit', problems: mergeProblems(pages.map((path) => ({ path, problems: this.audited.get(path) ?? [] }))), pages }
          : { kind: 'not-run', reason: this.auditFailure },
      findings: this.findings,
      scripts: this.scriptsRead.size + this.inlineScriptsRead,
    }
  }

  private async runRequirement(text: string, steps: LiveCheckStep[]): Promise<LiveResult> {
    if (needsPassword(steps) && !this.password)
      return {
        text,
        verdict: 'unsure',
        expected: this.say.hostPassword,
        found: this.say.noPasswordTyped,
      }
    const errors = new AppErrors(this.say)
    try {
      const filled = steps.map((step) => withValues(step, this.word, this.password))
      await this.load(this.check.start, errors)
      await this.auditPage(this.check.start)
      await this.runSteps(filled, errors)
      return { text, verdict: 'passed' }
    } catch (error) {
      const failure =
        error instanceof LiveFailure
          ? error
          : new LiveFailure(this.say.checkToRun, stepWords().stoppedWithError(String((error as Error)?.message ?? error)), 'unsure')
      const appError = errors.seen[0]
      return { text, verdict: failure.verdict, expected: failure.expected, found: failure.found, ...(appError ? { appError } : {}) }
    }
  }

  private async runSteps(steps: LiveCheckStep[], errors: AppErrors) {
    let index = 0
    while (index < steps.length) {
      const step = steps[index] as LiveCheckStep
      if (isServerStep(step)) {
        if ('open' in step) {
          await this.load(step.open, errors)
          await this.auditPage(step.open)
        } else if ('signIn' in step) await this.signIn(errors)
        else if ('offline' in step) errors.offline = true
        else if ('noRequests' in step) errors.requestsAllowed = errors.requests.length
        else await this.request(step)
        index++
        continue
      }
      let end = index
      while (end < steps.length && !isServerStep(steps[end] as LiveCheckStep)) end++
      for (const chunk of chunks(steps.slice(index, end) as CheckStep[])) await this.runChunk(chunk, errors)
      index = end
    }
    const sent = errors.requestsAllowed === undefined ? undefined : errors.requests[errors.requestsAllowed]
    if (sent !== undefined) throw new LiveFailure(this.say.noRequestForRefusedInput, this.say.stillSentRequest(sent))
  }

  /**
   * Runs page steps in the frame's harness. The chunk's first step is the one
   * action in it that may take the app to another page (a form that posts to
   * the server): the harness there goes with its page, so when the page
   * unloads the rest of the chunk runs again on the page that loads.
   */
  private async runChunk(chunk: CheckStep[], errors: AppErrors) {
    let at = 0
    while (at < chunk.length) {
      const frameWindow = this.frameWindow()
      const harness = await this.harness()
      let leaving = false
      frameWindow.addEventListener('beforeunload', () => {
        leaving = true
      })
      const nextLoad = this.nextLoad()
      const outcome = await Promise.race([
        harness.run(chunk, at, this.locale),
        nextLoad.then((loaded) => (loaded ? ('loaded' as const) : new Promise<never>(() => undefined))),
        new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), STEPS_MS)),
      ])
      if (outcome === 'stuck') throw new LiveFailure(this.say.appToAnswer, this.say.notDoneReacting(STEPS_MS / 1000), 'unsure')
      // A form post starts its navigation a moment after the click that sent it.
      if (outcome !== 'loaded') await new Promise((resolve) => setTimeout(resolve, NAVIGATION_START_MS))
      if (outcome === 'loaded' || leaving) {
        if (!(await nextLoad)) throw new LiveFailure(this.say.nextPageToLoad, this.say.notDoneLoading(LOAD_MS / 1000), 'unsure')
        this.afterLoad(errors)
        await this.settle()
        at = at === 0 ? 1 : at
        continue
      }
      if (outcome.kind === 'done') return
      if (outcome.kind === 'audit') throw new LiveFailure(this.say.checkToRun, this.say.anotherScript, 'unsure')
      if (outcome.kind === 'failed') throw new LiveFailure(outcome.expected, outcome.found)
      if (outcome.kind === 'error') throw new LiveFailure(this.say.appToRun, outcome.message, 'unsure')
      if (outcome.reload.width) this.frame.style.width = `${outcome.reload.width}px`
      await this.navigate(() => this.frameWindow().location.reload(), errors)
      at = outcome.at
    }
  }

  private async signIn(errors: AppErrors) {
    if (!this.frameWindow().document.querySelector('input[type="password"]')) return
    await this.runChunk([{ type: this.password, into: ['password', '.'] }], errors)
    await this.runChunk([{ press: 'Enter' }], errors)
  }

  private frameWindow(): Window & typeof globalThis {
    const frameWindow = this.frame.contentWindow as (Window & typeof globalThis) | null
    try {
      if (frameWindow && frameWindow.location.origin === location.origin) return frameWindow
    } catch {
      // A page the browser would not show in a frame leaves one of another origin (its error page).
    }
    throw new LiveFailure(this.say.opensInFrame, this.say.refusesFrame, 'unsure')
  }

  private async load(path: string, errors: AppErrors) {
    await this.navigate(() => {
      this.frame.src = new URL(path, location.origin).href
    }, errors)
  }

  private async reload(errors: AppErrors) {
    await this.navigate(() => this.frameWindow().location.reload(), errors)
  }

  /** Resolves true at the frame's next load, false after LOAD_MS without one. */
  private nextLoad(): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), LOAD_MS)
      this.frame.addEventListener(
        'load',
        () => {
          clearTimeout(timer)
          resolve(true)
        },
        { once: true },
      )
    })
  }

  private async navigate(go: () => void, errors: AppErrors) {
    const loaded = this.nextLoad()
    go()
    if (!(await loaded)) throw new LiveFailure(this.say.pageToLoad, this.say.notDoneLoading(LOAD_MS / 1000), 'unsure')
    this.afterLoad(errors)
    await this.settle()
  }

  /** Waits until the page the frame loaded has drawn what it fetched while loading (SETTLE_MS). */
  private async settle() {
    const frameDocument = this.frameWindow().document
    const end = Date.now() + SETTLE_MAX_MS
    let last: string | undefined
    let stillSince = Date.now()
    while (Date.now() < end) {
      // biome-ignore lint/performance/useDomNodeTextContent: what the app has drawn for a visitor; hidden text does not count
      const text = frameDocument.body?.innerText ?? ''
      if (text !== last || SAYS_LOADING.test(text)) {
        last = text
        stillSince = Date.now()
      } else if (Date.now() - stillSince >= SETTLE_MS) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /** Each page the frame loads: its errors watched, its confirm() answered yes, as the learner would in a test. */
  private afterLoad(errors: AppErrors) {
    const frameWindow = this.frameWindow()
    errors.watch(frameWindow)
    frameWindow.confirm = () => true
    frameWindow.alert = () => undefined
  }

  /** The harness in the frame: there already when the app's page carries the check script, added otherwise. */
  private async harness() {
    const frameWindow = this.frameWindow()
    if (frameWindow.__fztvHarness) return frameWindow.__fztvHarness
    const frameDocument = frameWindow.document
    const script = frameDocument.createElement('script')
    script.src = this.script.src
    if (this.script.integrity) script.integrity = this.script.integrity
    script.crossOrigin = 'anonymous'
    script.dataset.role = HARNESS_ROLE
    const added = new Promise<boolean>((resolve) => {
      script.addEventListener('load', () => resolve(true), { once: true })
      script.addEventListener('error', () => resolve(false), { once: true })
    })
    frameDocument.head.append(script)
    if (!(await added) || !frameWindow.__fztvHarness) throw new LiveFailure(this.say.scriptLoads, this.say.policyBlocks, 'unsure')
    return frameWindow.__fztvHarness
  }

  private async request(step: Extract<ServerStep, { request: string }>) {
    const [method, path] = step.request.split(' ') as [string, string]
    const init: RequestInit = {
      method,
      credentials: step.signedOut ? 'omit' : 'same-origin',
      headers: { accept: 'application/json, text/plain, */*' },
    }
    if (step.json) {
      init.body = JSON.stringify(step.json)
      init.headers = { ...init.headers, 'content-type': 'application/json' }
    }
    const [low, high] = Array.isArray(step.status) ? step.status : [step.status, step.status]
    const wanted = this.say.requestAnswers(
      step.request,
      Boolean(step.signedOut),
      low === high ? String(low) : this.say.statusRange(low, high),
      step.says ? quote(step.says) : '',
      step.saysNot ? quote(step.saysNot) : '',
    )
    let response: Response
    try {
      response = await fetch(new URL(path, location.origin), init)
    } catch (error) {
      throw new LiveFailure(wanted, this.say.requestFailed(String((error as Error).message)))
    }
    const body = await response.text()
    if (response.status < low || response.status > high) throw new LiveFailure(wanted, this.say.answered(response.status))
    const answered = () => this.say.answeredWith(response.status, body.replace(/\s+/g, ' ').trim().slice(0, 160))
    if (step.says && !matchesAny(body, step.says)) throw new LiveFailure(wanted, answered())
    const kept = step.saysNot ? new RegExp(step.saysNot, 'i').exec(body) : null
    if (kept) throw new LiveFailure(wanted, this.say.answerStillHolds(kept[0]))
  }
}

/** Marks the copy of this script added to the frame: it only makes the harness there, and draws no panel. */
export const HARNESS_ROLE = 'harness'
