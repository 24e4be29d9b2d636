// In the browser, before any React: decides when the page's islands hydrate,
// and keeps what a visitor does before then.
//
// Why not at load: hydrating means evaluating React and the islands' code,
// one long task of 80-120 ms on Lighthouse's slow phone, which is what its
// Total Blocking Time counted on every page (docs/performance.md, "Hydrate on
// first use"). Most visits read a page and follow a link; the islands then
// look exactly as their HTML does. So an island hydrates:
//   - as the page loads, when its LoadCondition holds (lib/island-markup.ts):
//     it shows what only this browser knows (stored progress, a chosen theme);
//   - otherwise on first use: the first pointer, touch, focus or key inside
//     any island hydrates all the page's islands that are left (they share
//     state, such as progress, so they start together).
// Once the page has loaded, their modules are fetched (not run), so first use
// waits for no network, and the offline copy of the page has them.
//
// What a visitor does inside an island before it has hydrated is held and
// done again, in order, once it has: clicks, keys, focus and hover reach
// React as if they had come then. Native effects stay native: typing goes
// into the field at once, a checkbox changes at once (React is then shown
// the change), focus and caret move at once; only a click's or a
// submission's default (a button's action, a form sent) waits, so it happens
// once, with React's handlers.
import { ISLAND_TAG, LOAD_CONDITION_ATTRIBUTES } from '../../lib/island-markup.ts'
import { type FieldState, type FormField, fieldStateOf, putBack } from './field-state.ts'
import { nextTask } from './next-task.ts'

/** Events an island's code may handle: held until the island has hydrated, then dispatched again. */
const HELD_EVENTS = [
  'pointerover',
  'pointerout',
  'pointerdown',
  'pointerup',
  'mouseover',
  'mouseout',
  'mousedown',
  'mouseup',
  'click',
  'keydown',
  'keyup',
  'input',
  'change',
  'focusin',
  'focusout',
  'submit',
] as const

/** Events whose default must wait for the island: done again, it happens once, after React's handlers. */
const DEFAULT_WAITS = new Set(['click', 'submit'])

/** The hydrating code, with React: imported when the first island must hydrate. */
const loadHydrating = () => import('./hydrate-islands.tsx')

interface HeldEvent {
  event: Event
  island: HTMLElement
  /** For an `input` or `change`: the field as it was then (replay shows React its latest state). */
  field?: FieldState
  /** For a click on a checkbox or radio button: whether it was checked then (the click had changed it). */
  checked?: boolean
}

/**
 * Starts the page's islands. Resolves once those that hydrate at load have
 * (at once when none does); the rest wait for first use. What is done here at
 * once is only what must be: listening, so that nothing a visitor does is
 * lost. The rest comes in tasks of its own: reading storage for what
 * hydrates at load, then each island's hydration.
 */
export function startIslands(): Promise<void> {
  const islands = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)]
  /** Islands not hydrated yet. */
  const waiting = new Set(islands)
  /** Islands given to hydration whose turn has not come, in order. */
  const queued: HTMLElement[] = []
  /** Each island given to hydration: resolves when it has hydrated, rejects when it cannot. */
  const outcome = new Map<HTMLElement, Promise<void>>()
  const settle = new Map<HTMLElement, { resolve: () => void; reject: (error: unknown) => void }>()
  let hydrating = false
  /** Islands a visitor has touched or used before they hydrated: each goes first, synchronously, when its turn comes. */
  const touched = new Set<HTMLElement>()
  const held: HeldEvent[] = []
  /**
   * Each field's state as of the latest event held for it. A replayed
   * `input` puts this back, never an older one: typing goes on natively while
   * the replay runs, and must land in the text as it stands.
   */
  const latestFieldState = new Map<EventTarget, FieldState>()
  let replaying = false
  let replayRunning = false
  let onNeedStarted = false

  const hydrated = (element: HTMLElement) => {
    waiting.delete(element)
    // For tests and anyone reading the DOM: React now handles this island.
    element.setAttribute('data-hydrated', '')
    settle.get(element)?.resolve()
    void replayHeld()
  }

  /**
   * Hydrates the queued islands one at a time, each in tasks of its own: an
   * island a visitor touched or used first (synchronously, so that what they
   * did is replayed at once), then the others in order.
   */
  const hydrateQueued = async () => {
    if (hydrating) return
    hydrating = true
    try {
      const { fetchParts, hydrateIsland } = await loadHydrating()
      while (queued.length > 0) {
        fetchParts(queued)
        const inUse = queued.find((element) => touched.has(element))
        const element = inUse ?? (queued[0] as HTMLElement)
        queued.splice(queued.indexOf(element), 1)
        try {
          await hydrateIsland(element, { inUse: element === inUse })
          hydrated(element)
        } catch (error) {
          fail([element], error)
        }
        await nextTask()
      }
    } catch (error) {
      // Offline with nothing saved, or a new version deployed: the page stays its HTML.
      fail(queued.splice(0), error)
    } finally {
      hydrating = false
    }
  }

  /** These islands stay their HTML: what was held for them happens natively (a form posts). */
  const fail = (elements: HTMLElement[], error: unknown) => {
    for (const element of elements) {
      waiting.delete(element)
      settle.get(element)?.reject(error)
    }
    void replayHeld()
  }

  /** Queues `elements` not given to hydration before; resolves once all of them have hydrated. */
  const hydrate = (elements: HTMLElement[]): Promise<void> => {
    const fresh = elements.filter((element) => !outcome.has(element))
    for (const element of fresh) {
      outcome.set(element, new Promise<void>((resolve, reject) => settle.set(element, { resolve, reject })))
      queued.push(element)
    }
    // Nothing to hydrate: React is not even loaded.
    if (fresh.length > 0) void hydrateQueued()
    return Promise.all(elements.map((element) => outcome.get(element))).then(() => undefined)
  }

  /** First use: every island not yet started hydrates, the one in use first. */
  const hydrateOnNeed = (inUse?: HTMLElement) => {
    if (inUse && waiting.has(inUse)) touched.add(inUse)
    if (onNeedStarted) return
    onNeedStarted = true
    hydrate(islands).catch((error: unknown) => console.error('The page could not load its interactive parts:', error))
  }

  /**
   * Dispatches the held events again, oldest first, each once its island has
   * hydrated. The first at once, before anything re-renders the island's
   * fields (hydrate-islands.tsx kept what was typed or chosen in them); each
   * next one after the browser's next task, when React has rendered what the
   * one before changed.
   */
  const replayHeld = async () => {
    if (replayRunning) return
    replayRunning = true
    for (let next = held[0]; next && !waiting.has(next.island); next = held[0]) {
      held.shift()
      replaying = true
      try {
        replay(next, next.field && next.event.target ? latestFieldState.get(next.event.target) : undefined)
      } finally {
        replaying = false
      }
      // After React has rendered what this one changed (it flushes a click's update before the next task).
      queueMicrotask(keepHeldToggles)
      if (held.length > 0) await nextTask()
    }
    replayRunning = false
  }

  /**
   * A replayed event re-renders its island, and React sets each controlled
   * checkbox and radio button to the state it knows. Those clicked since,
   * whose clicks still wait their turn, keep what the click made them.
   */
  const keepHeldToggles = () => {
    for (const { event, checked } of held)
      if (event.type === 'click' && isCheckable(event.target) && checked !== undefined)
        putBack(event.target, { ...fieldStateOf(event.target), checked })
  }

  const hold = (event: Event) => {
    if (replaying) return
    const island = event.target instanceof Element ? event.target.closest<HTMLElement>(ISLAND_TAG) : null
    if (!island || (!waiting.has(island) && held.length === 0)) return
    if (event.type === 'click' && passesOn(event.target)) return
    // A checkbox or radio button changes at once, as it always does; React is shown the change later (replay).
    if (DEFAULT_WAITS.has(event.type) && !isCheckable(event.target)) event.preventDefault()
    event.stopImmediatePropagation()
    const field = heldFieldState(event)
    if (field && event.target) latestFieldState.set(event.target, field)
    held.push({ event, island, field, checked: isCheckable(event.target) ? event.target.checked : undefined })
    hydrateOnNeed(island)
  }
  for (const type of HELD_EVENTS) document.addEventListener(type, hold, { capture: true })
  document.addEventListener(
    'touchstart',
    (event) => {
      const island = event.target instanceof Element ? event.target.closest<HTMLElement>(ISLAND_TAG) : null
      if (island && waiting.has(island)) hydrateOnNeed(island)
    },
    { capture: true, passive: true },
  )
  // Another tab changed what an island shows: it must show it now.
  window.addEventListener('storage', ({ key }) => {
    if (islands.some((element) => waiting.has(element) && (key === null || storedKeysOf(element).includes(key)))) hydrateOnNeed()
  })

  return nextTask()
    .then(() => hydrate(islands.filter(loadConditionHolds)))
    .catch((error: unknown) => console.error('The page could not load its interactive parts:', error))
}

/**
 * A click that is not held: on a plain link, followed at once (nothing an
 * island does with it is worth the wait), or on a label's text, which passes
 * the click on to its control, where it is held.
 */
function passesOn(target: EventTarget | null): boolean {
  if (!(target instanceof Element) || target.closest('input, select, textarea, button')) return false
  return target.closest('a[href], label') !== null
}

function storedKeysOf(element: HTMLElement): string[] {
  return element.getAttribute(LOAD_CONDITION_ATTRIBUTES.storedIn)?.split(' ') ?? []
}

function loadConditionHolds(element: HTMLElement): boolean {
  if (element.hasAttribute(LOAD_CONDITION_ATTRIBUTES.always)) return true
  const global = element.getAttribute(LOAD_CONDITION_ATTRIBUTES.global)
  if (global && global in window) return true
  const fragment = element.getAttribute(LOAD_CONDITION_ATTRIBUTES.fragment)
  if (fragment && location.hash.startsWith(fragment)) return true
  try {
    return storedKeysOf(element).some((key) => localStorage.getItem(key) !== null)
  } catch {
    // Storage blocked: nothing stored to show.
    return false
  }
}

function heldFieldState({ type, target }: Event): FieldState | undefined {
  return (type === 'input' || type === 'change') && isValueField(target) ? fieldStateOf(target) : undefined
}

/** Dispatches a held event again at its target, as React would have seen it then; `field`: the state to show React. */
function replay({ event, checked }: HeldEvent, field: FieldState | undefined) {
  const target = event.target
  if (!(target instanceof Element) || !target.isConnected) return
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    const { submitter } = event as SubmitEvent
    target.requestSubmit(submitter?.isConnected ? submitter : null)
    return
  }
  if (event.type === 'click' && isCheckable(target) && checked !== undefined) {
    showToggleToReact(target, checked)
    return
  }
  if (field && isValueField(target)) showValueToReact(target, field)
  // An event's own properties serve as the new one's init: same key, button, position, related target.
  const EventType = event.constructor as new (type: string, init: Event) => Event
  target.dispatchEvent(new EventType(event.type, event))
}

function isCheckable(target: EventTarget | null): target is HTMLInputElement {
  return target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')
}

/**
 * A checkbox or radio button clicked before its island hydrated changed at
 * once, and React, hydrating, took the page's state as its own. So it is set
 * to the opposite of what the click made it, through React's own setter, and
 * clicked again: the click makes it `checked` as before, and React reads the
 * change from it, as from any click.
 */
function showToggleToReact(input: HTMLInputElement, checked: boolean) {
  input.checked = !checked
  input.click()
}

function isValueField(target: EventTarget | null): target is FormField {
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !isCheckable(target))
  )
}

/**
 * Puts the field back as the visitor left it (React may have re-rendered it
 * since), in a way React reads as a change. React fires
 * onChange for a text field only when its value differs from the one it last
 * saw, and on hydrating it saw the typed text already. So the field is first
 * set to something else through React's own setter, which React records,
 * then put back past React (./field-state.ts): the replayed `input` event
 * then reads as the change it was.
 */
function showValueToReact(field: FormField, state: FieldState) {
  if (!(field instanceof HTMLSelectElement)) field.value = state.value === '' ? ' ' : ''
  putBack(field, state)
}
