/**
 * The handler table of the check steps (one handler per kind, typed by
 * step-dispatch.ts, so a kind without a handler fails tsc) and the loop that
 * runs a requirement's steps against the app.
 */
import userEvent from '@testing-library/user-event'
import type { CheckStep } from '../../../../course/checks/check-steps.ts'
import type { Locale } from '../../../../lib/i18n/locale.ts'
import type { CheckOutcome, Probe } from '../../../../sandbox/protocol.ts'
import { runStep, type StepHandlers } from '../step-dispatch.ts'
import { chooseByKeys, chooseByMouse, findChoice } from './choices.ts'
import { copiedText, installClipboard } from './clipboard.ts'
import { unreadableText } from './contrast.ts'
import { expectExactly, minButtonSize } from './display.ts'
import {
  accessibleName,
  around,
  buttonsNamed,
  checkboxNear,
  headingTexts,
  isTicked,
  listItemCount,
  shortText,
  tabTo,
  textBox,
  visibleText,
} from './find.ts'
import { looksChanged, settledLooks } from './looks.ts'
import { matchesAny, quote, StepFailure, toRegExps } from './patterns.ts'
import { changeCount, isQuiet, pause, requestsAnswered, watchTheApp } from './quiet.ts'
import { setStepLocale, stepWords } from './words.ts'

/** The lines of `after` that were not on the page in `before`. */
function newLines(before: string, after: string): string {
  const old = new Set(before.split('\n').map((line) => line.trim()))
  return after
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !old.has(line))
    .join('\n')
}

/** How long the page must hold still, with nothing left for the app to do, before a check stops waiting for it. */
const QUIET_MS = 100

/**
 * Waits up to a second (a story that fades in) for `passes`; false when it
 * never does, or as soon as the app has finished reacting without it (quiet.ts).
 */
async function within(passes: () => boolean | Promise<boolean>): Promise<boolean> {
  for (let waited = 0; waited <= 1000; waited += 50) {
    if (await passes()) return true
    if (waited >= QUIET_MS && isQuiet(QUIET_MS)) return false
    await pause(50)
  }
  return false
}

/**
 * Tries `passes` after the last action, repeating that action (a random app
 * may repeat itself) for up to `tries` goes in all. An action the app did not
 * react to at all (its page unchanged) is not repeated: it would not react the
 * next time either.
 */
async function withRetries(tries: number, again: (() => Promise<void>) | undefined, passes: () => boolean, changesBefore: number) {
  for (let go = 1; go <= tries; go++) {
    if (await within(passes)) return true
    if (!again || go === tries || changeCount() === changesBefore) break
    await again()
  }
  return false
}

/** Whether a step compares the page with what it showed before the last action (its text, or how many list items it had). */
const readsBefore = (step: CheckStep) =>
  'expectNew' in step || 'expectChanged' in step || 'sameItemCount' in step || ('expect' in step && step.new === true)

/**
 * Runs `steps` from `start` on the app's page, reporting a failure in `locale`'s words. `probe`: looks run in passing
 * before step `probe.at` (protocol.ts's Probe), their outcome handed to `probe.report`; the run goes on either way.
 */
export async function runSteps(
  steps: CheckStep[],
  start: number,
  locale: Locale = 'en',
  probe?: Probe & { report(outcome: CheckOutcome): void },
): Promise<CheckOutcome> {
  setStepLocale(locale)
  const say = stepWords()
  const user = userEvent.setup({ document, delay: null })
  watchTheApp()
  // The page's text (which lays it out) and its list items are read before each action only when a step will compare
  // with them: Explain your app runs a requirement once per line of the app.
  const compares = steps.slice(start).some(readsBefore)
  const snapshot = () => ({ text: compares ? visibleText() : '', items: compares ? listItemCount() : 0, changes: changeCount() })
  let before = snapshot()
  const settle = async () => {
    await pause(30)
    await requestsAnswered()
  }
  let looksBefore: Map<string, string> | undefined
  // Once the app is loaded: writing the app's page gives it a navigator of its own.
  installClipboard()
  /** The last action, for steps that try a random app again (expectNew, expectChanged). */
  let again: (() => Promise<void>) | undefined
  /** Set by a step the parent page does: reload the app (at another width). */
  let reload: { width?: number } | undefined
  /** A step that acts on the app: what the page showed before it is kept for the checks after. */
  const action =
    <Step>(act: (step: Step) => Promise<void>) =>
    async (step: Step): Promise<void> => {
      before = snapshot()
      await act(step)
    }
  /** Set while the probe takes its looks at once (runProbe): no pause first, only the app's requests answered. */
  let atOnce = false
  /** A step that looks at the page once the last action has settled. */
  const look =
    <Step>(check: (step: Step, text: string) => void) =>
    async (step: Step): Promise<void> => {
      if (atOnce) await requestsAnswered()
      else await settle()
      check(step, visibleText())
    }
  const handlers: StepHandlers<Promise<void>> = {
    reload: async () => {
      reload = {}
    },
    width: async (step) => {
      reload = { width: step.width }
    },
    type: action(async (step) => {
      const box = textBox(step.into)
      await user.clear(box)
      if (step.type) await user.type(box, step.type)
    }),
    press: action(async (step) => {
      again = () => user.keyboard(step.press === 'Space' ? ' ' : `{${step.press}}`)
      await again()
    }),
    keys: action(async (step) => {
      await user.keyboard(step.keys)
    }),
    tabToTextBox: async (step) => {
      await tabTo(user, textBox(step.tabToTextBox), say.theTextBox(quote(step.tabToTextBox)))
    },
    tabToCheckbox: async (step) => {
      await tabTo(user, checkboxNear(step.tabToCheckbox), say.theCheckboxNextTo(step.tabToCheckbox))
    },
    tabToButton: async (step) => {
      const [button] = buttonsNamed(step.tabToButton)
      if (!button) throw new StepFailure(say.buttonLike(quote(step.tabToButton), ''), say.noSuchButton)
      await tabTo(user, button, say.theButton(quote(step.tabToButton)))
    },
    labelled: async (step) => {
      const box = textBox(step.labelled)
      if (!accessibleName(box))
        throw new StepFailure(
          say.textBoxLabelled,
          box.getAttribute('placeholder') ? say.onlyPlaceholder(box.getAttribute('placeholder') ?? '') : say.noLabel,
        )
    },
    click: action(async (step) => {
      const [button] = buttonsNamed(step.click, step.near)
      if (!button) {
        const named = buttonsNamed('.', step.near)
          .map((candidate) => `“${accessibleName(candidate)}”`)
          .slice(0, 6)
        throw new StepFailure(
          say.buttonLike(quote(step.click), step.near ?? ''),
          named.length ? say.onlyButtons(named.join(', ')) : step.near ? say.noButtonNextTo : say.noButtonOnPage,
        )
      }
      again = () => user.click(button)
      await again()
    }),
    tick: action(async (step) => {
      await user.click(checkboxNear(step.tick))
    }),
    choose: action(async (step) => {
      const choice = findChoice(step.choose, step.in)
      again = () => chooseByMouse(user, choice)
      await again()
    }),
    restyled: async () => {
      await settle()
      if (!looksBefore || !looksChanged(looksBefore, await settledLooks())) throw new StepFailure(say.lookDifferent, say.looksTheSame)
    },
    chooseByKeyboard: action(async (step) => {
      await chooseByKeys(user, step.chooseByKeyboard)
    }),
    expectNew: async (step) => {
      const old = before.text
      let found = ''
      const ok = await withRetries(
        step.tries ?? 1,
        again,
        () => {
          found = newLines(old, visibleText())
          return matchesAny(found, step.expectNew)
        },
        before.changes,
      )
      if (!ok) throw new StepFailure(say.wordsInWhatAppeared(quote(step.expectNew)), found ? shortText(found) : say.nothingNew)
    },
    expectChanged: async () => {
      const old = before.text
      if (!(await withRetries(3, again, () => visibleText() !== old, before.changes)))
        throw new StepFailure(say.somethingNewEachTime, say.sameTextEveryTime(shortText(old)))
    },
    expectCopied: async (step) => {
      const ok = await within(() => copiedText !== undefined && matchesAny(copiedText, step.expectCopied))
      if (!ok)
        throw new StepFailure(
          say.copyTextWith(quote(step.expectCopied)),
          copiedText === undefined ? say.nothingCopied : say.itCopied(copiedText.replace(/\s+/g, ' ').trim().slice(0, 160)),
        )
    },
    buttons: look((step) => {
      const count = buttonsNamed(step.buttons).length
      if (count > step.atMost) throw new StepFailure(say.atMostButtons(step.atMost, quote(step.buttons)), say.countOfThem(count))
    }),
    expect: look((step, text) => {
      const regexps = toRegExps(step.expect)
      const count = (value: string) =>
        regexps.reduce((sum, pattern) => sum + (value.match(new RegExp(pattern.source, 'gi'))?.length ?? 0), 0)
      const ok = step.new ? count(text) > count(before.text) : count(text) > 0
      if (!ok) throw new StepFailure((step.new ? say.toSeeNewMessage : say.toSee)(quote(step.expect)), shortText(text))
    }),
    expectNot: look((step, text) => {
      for (const pattern of toRegExps(step.expectNot)) {
        const shown = pattern.exec(text)
        if (shown)
          throw new StepFailure(say.goneFromView(shown[0].trim()), say.stillShown(shown[0], around(text, shown.index, shown[0].length)))
      }
    }),
    expectTicked: look((step) => {
      if (!isTicked(checkboxNear(step.expectTicked))) throw new StepFailure(say.toBeTicked(step.expectTicked), say.notTicked)
    }),
    sameItemCount: look(() => {
      const items = listItemCount()
      if (items !== before.items) throw new StepFailure(say.listStays(before.items), say.listHas(items))
    }),
    expectExactly: look((step) => expectExactly(step.expectExactly)),
    minButtonSize: look((step) => minButtonSize(step.minButtonSize)),
    expectHeading: look((step) => {
      const headings = headingTexts()
      if (!headings.some((heading) => matchesAny(heading, step.expectHeading)))
        throw new StepFailure(
          say.headingLike(quote(step.expectHeading)),
          headings.length ? say.onlyHeadings(headings.map((heading) => `“${heading}”`).join(', ')) : say.noHeading,
        )
    }),
    expectYear: look((_step, text) => {
      const year = String(new Date().getFullYear())
      if (!text.includes(year)) throw new StepFailure(say.thisYear(year), shortText(text))
    }),
    contrast: look(() => {
      const unreadable = unreadableText()
      if (unreadable) throw new StepFailure(say.textStandsOut, unreadable)
    }),
    noSideScroll: look(() => {
      const root = document.scrollingElement ?? document.documentElement
      if (root.scrollWidth > root.clientWidth + 1)
        throw new StepFailure(say.noSideScroll(root.clientWidth), say.scrollsSideways(root.scrollWidth))
    }),
  }
  /** The probe's looks, in turn (`quick`: see runProbe); their first failure, or done. */
  const probeLooks = async (looks: Probe, quick: boolean): Promise<CheckOutcome> => {
    atOnce = quick
    try {
      for (const [offset, step] of looks.steps.entries()) {
        const at = looks.at + offset
        try {
          const failed = await runStep(step, at, handlers)
          if (failed) return failed
        } catch (error) {
          const found = error instanceof StepFailure ? error.found : say.stoppedWithError(String((error as Error)?.message ?? error))
          return { kind: 'failed', at, expected: error instanceof StepFailure ? error.expected : say.appKeepsWorking, found }
        }
      }
      return { kind: 'done' }
    } finally {
      atOnce = false
    }
  }
  /**
   * The probe's looks, once: a failed look ends them (and the run only with endIfFails); answers that failure. With
   * atOnce (the search's runs without a line; not the run with every line, whose pass lets the search use the probe),
   * taken first at once, without a look's 30 ms pause (most apps have drawn by then: project 3's do, in each of the search's
   * runs); only when one fails are they taken again as the other requirement's own run takes them, after the pause, and
   * that answer is the one heard, so a failure means what it meant. A pass at once stands (a look passing before the
   * pause and failing after it would need text shown and gone within 30 ms): at worst the other requirement is run.
   */
  const runProbe = async (): Promise<CheckOutcome | undefined> => {
    if (!probe) return undefined
    let outcome = await probeLooks(probe, probe.atOnce === true)
    if (outcome.kind !== 'done' && probe.atOnce) outcome = await probeLooks(probe, false)
    probe.report(outcome)
    return outcome.kind === 'done' ? undefined : outcome
  }
  for (let index = start; index < steps.length; index++) {
    const step = steps[index] as CheckStep
    if (probe && index === probe.at) {
      const failed = await runProbe()
      if (failed && probe.endIfFails) return failed
    }
    try {
      const next = steps[index + 1]
      if (next && 'restyled' in next && !('reload' in step) && !('width' in step)) looksBefore = await settledLooks()
      const failed = await runStep(step, index, handlers)
      if (failed) return failed
      // The parent page reloads the frame and goes on after this step.
      if (reload) return { kind: 'pause', at: index + 1, reload }
    } catch (error) {
      if (error instanceof StepFailure) return { kind: 'failed', at: index, expected: error.expected, found: error.found }
      return {
        kind: 'failed',
        at: index,
        expected: say.appKeepsWorking,
        found: say.stoppedWithError(String((error as Error)?.message ?? error)),
      }
    }
  }
  return { kind: 'done' }
}
