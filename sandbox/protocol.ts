/**
 * The messages between a page that runs a learner's app (sandbox.ts) and the
 * frame it runs in (frame-shell.ts, which passes them on to and from each
 * run's own document: frame-script.ts, and the frame script it is sent: the
 * checker's harness, the safety report's audit).
 */

import type { CheckStep } from '../course/checks/check-steps.ts'
import type { Locale } from '../lib/i18n/locale.ts'

/** The files a learner pastes: index.html, style.css, script.js. */
export interface LearnerFiles {
  html: string
  css: string
  js: string
}

/** How a run in the frame ended. */
export type CheckOutcome =
  | { kind: 'done' }
  /** Step `at` failed: what it expected and what it found, in plain words. */
  | { kind: 'failed'; at: number; expected: string; found: string }
  /** Reload the app (at `width`, when given) and go on from step `at`. */
  | { kind: 'pause'; at: number; reload: { width?: number } }
  | { kind: 'error'; message: string }

/**
 * What a frame script that runs no steps answers (the safety report's
 * accessibility audit): its own result, told apart from a check's outcome by
 * its kind. The sandbox passes it on as it is.
 */
export interface ScriptResult {
  kind: 'audit'
}

/** What a run in the frame answers: a check's outcome, or another frame script's result. */
export type FrameOutcome = CheckOutcome | ScriptResult

/**
 * What a frame script sets up when it runs (window.__fztvHarness): the frame
 * calls `run` once the app's page has loaded, with the steps and the step to
 * start from (none for a script that runs no steps).
 */
interface FrameScript {
  /**
   * `locale`: the language of a failure's words (the harness's; English when not given); `probe`: looks of
   * another requirement's, taken in passing (see Probe), their outcome handed to `report`.
   */
  run(steps: CheckStep[], start: number, locale?: Locale, probe?: Probe & { report(outcome: CheckOutcome): void }): Promise<FrameOutcome>
}

/**
 * Steps that only look (`expect`, `expectNot`…), run in passing before step `at` of a run's own steps, whose outcome
 * comes back at once (a ProbeMessage) whatever it is: the run goes on as if they were not there. Explain your app
 * asks, in each run of a requirement, whether another requirement that starts with the same steps would already fail
 * at its first look (find-the-line.ts).
 */
export interface Probe {
  at: number
  steps: CheckStep[]
  /** The run ends there when they fail, its outcome that failure (the run's own steps after them not run: no verdict of theirs). */
  endIfFails?: boolean
  /**
   * Looks taken first at once, without a look's pause, and again after it only when one fails (harness/steps.ts's
   * runProbe): a failure means what it means in the other requirement's own run; a pass may come sooner.
   */
  atOnce?: boolean
}

declare global {
  interface Window {
    __fztvHarness?: FrameScript
  }
}

/** Parent to frame. */
export interface RunMessage {
  type: 'fztv-run'
  nonce: string
  files: LearnerFiles
  /** What the app saved in localStorage before a reload. */
  storage: Record<string, string>
  /**
   * The frame script's source as bytes (ASCII, its other characters escaped: sandbox.ts's asAscii), transferred: posted as a string
   * (a quarter of a megabyte) it took the frame 150-300 ms to receive, each
   * run, against 70-100 ms for the bytes (measured in Chromium on 2 cores).
   */
  harness?: ArrayBuffer
  steps?: CheckStep[]
  start?: number
  /** The language of a failure's words (the page's: the harness reports in it; English when not given). */
  locale?: Locale
  /** The learner uses the page while this run goes on: focus moves only inside the frame, never takes theirs (frame-focus.ts). */
  ownFocus?: boolean
  /** The accessible name of the run's own frame inside the sandbox frame (the sandbox frame's, in the page's language). */
  title?: string
  /** Looks taken in passing (Probe), in the run's first document: a reload's documents start past them. */
  probe?: Probe
}

/**
 * Parent to frame, any time: the frame has a new accessible name (a check's
 * frame kept for the learner, sandbox.ts's renameFrame), which the run's own
 * frame inside it takes too, so a screen reader hears one name for the app.
 */
export interface TitleMessage {
  type: 'fztv-title'
  title: string
}

/** Frame to parent. */
export interface ResultMessage {
  type: 'fztv-result'
  nonce: string
  outcome: FrameOutcome
  storage: Record<string, string>
}

/** Frame to parent: how the run's probe (Probe) ended: 'done', or 'failed' at one of its looks. */
export interface ProbeMessage {
  type: 'fztv-probe'
  nonce: string
  outcome: CheckOutcome
}

/** Run document to the frame (frame-shell.ts), once, as its script starts: it listens for its run. */
export interface ReadyMessage {
  type: 'fztv-ready'
}

/** Frame to parent: the app's page has loaded (its load event), before any step runs. */
export interface LoadedMessage {
  type: 'fztv-loaded'
  nonce: string
}

/**
 * Frame to parent: the run paused for a reload at the frame's width, which
 * the frame does itself (frame-shell.ts): the app's page is loading again,
 * in a new document with what it saved, and the run goes on there.
 */
export interface ReloadMessage {
  type: 'fztv-reload'
  nonce: string
}

/** Frame to parent: the run arrived (posted by the frame itself), and (every second after, by the run's document) the app is not stuck. */
export interface AliveMessage {
  type: 'fztv-alive'
  nonce: string
}

/** A line the app wrote to its console, or an error it did not catch ('uncaught': its file and line when known). */
export interface ConsoleEntry {
  level: 'log' | 'info' | 'warn' | 'error' | 'uncaught'
  text: string
  file?: 'index.html' | 'script.js'
  line?: number
}

/** Frame to parent, as it happens: what the app wrote to its console, or an error it did not catch. */
export interface ConsoleMessage {
  type: 'fztv-console'
  nonce: string
  entry: ConsoleEntry
}
