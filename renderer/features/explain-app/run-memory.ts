/**
 * The runs a page has made, remembered: the questions on one page ask the
 * same runs again (the requirement without the same line, for "Find the
 * line" on two requirements that share one as the other, or for Predict
 * after the search that found its line), and each run is a new sandbox
 * document. A run is keyed by everything that decides what it reports: the
 * requirement's steps, the exact files it runs (the app's sources with the
 * lines taken away and the loop guards, so a change of one character in the
 * boxes reuses nothing), the errors it may end at, the looks it takes in
 * passing, whether its console is heard, the language of its words, and the
 * app's sources as the learner has them: once those change, nothing made
before is reused (not even a run whose document comes out the same).
 *
 * A run that timed out, could not start, or met a loop guard (which goes by
 * the clock) is not remembered: that can be the machine's load, not the app.
 * The memory lasts as long as the page's script: never stored anywhere.
 */
import type { CheckStep } from '../../../course/checks/check-steps.ts'
import type { ConsoleEntry, LearnerFiles } from '../../../sandbox/protocol.ts'
import type { RequirementRun, RunRequirement } from './lines-that-matter.ts'
import { ENDLESS_LOOP } from './loop-guard.ts'

/** A remembered run: its result, and what its console said (for a run whose console was heard). */
interface Held {
  run: RequirementRun
  console: ConsoleEntry[]
}

/** The most runs remembered; the oldest used goes first. A run's key holds the files it ran, some kilobytes. */
export const REMEMBERED_RUNS = 1000

const memory = new Map<string, Promise<Held>>()

/**
 * Each distinct app-and-requirement a page has asked about, by a number never used twice, so a run's key holds the
 * app's sources once (the files it runs), not twice. A learner who edits and asks again makes a new one each time:
 * past `REMEMBERED_APPS`, the older ones go (their runs stay keyed by numbers no new app gets, and age out).
 */
const contexts = new Map<string, number>()
const REMEMBERED_APPS = 50
let nextContext = 0
const contextId = (context: string): number => {
  const known = contexts.get(context)
  if (known !== undefined) return known
  if (contexts.size >= REMEMBERED_APPS) contexts.clear()
  contexts.set(context, nextContext)
  return nextContext++
}

/** Whether a run's result is the app's own, the same on every run: not the sandbox's timing or the machine's load. */
function lasting({ outcome, errors }: RequirementRun): boolean {
  if (outcome.kind === 'timeout' || outcome.kind === 'unavailable') return false
  return !errors.some((error) => error.includes(ENDLESS_LOOP))
}

/** A copy, so no caller changes what another is handed. */
const copyOf = (run: RequirementRun): RequirementRun => ({ ...run, errors: [...run.errors] })

/**
 * `run`, with the page's memory: a run asked again with the same inputs
 * gets the result (and console) of the one made before, without a new
 * document; one still under way is waited for. `app`: the app's sources
 * the runs are made from (each run's files are those with lines taken
 * away); `locale`: the language of a run's words.
 */
export function remembering(steps: readonly CheckStep[], run: RunRequirement, app: LearnerFiles, locale: string): RunRequirement {
  const context = contextId(JSON.stringify([steps, locale, app.html, app.css, app.js]))
  return async (files, before, onConsole, probe) => {
    const key = JSON.stringify([context, files.html, files.css, files.js, before ?? null, probe ?? null, onConsole !== undefined])
    const held = memory.get(key)
    if (held) {
      const earlier = await held.catch(() => undefined)
      if (earlier && lasting(earlier.run)) {
        // Most recently used: last out.
        if (memory.get(key) === held) {
          memory.delete(key)
          memory.set(key, held)
        }
        for (const entry of earlier.console) onConsole?.(entry)
        return copyOf(earlier.run)
      }
    }
    const heard: ConsoleEntry[] = []
    const made = run(
      files,
      before,
      onConsole &&
        ((entry) => {
          heard.push(entry)
          onConsole(entry)
        }),
      probe,
    ).then((result) => ({ run: copyOf(result), console: heard }))
    memory.delete(key)
    memory.set(key, made)
    while (memory.size > REMEMBERED_RUNS) memory.delete(memory.keys().next().value as string)
    const forget = () => {
      if (memory.get(key) === made) memory.delete(key)
    }
    try {
      const result = await made
      if (!lasting(result.run)) forget()
      return copyOf(result.run)
    } catch (error) {
      forget()
      throw error
    }
  }
}

/** Forgets every run (for tests). */
export function forgetRuns(): void {
  memory.clear()
  contexts.clear()
}

/** How many runs are remembered (for tests). */
export const rememberedRuns = (): number => memory.size
