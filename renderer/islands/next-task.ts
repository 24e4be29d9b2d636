/**
 * Resolves after the browser's next task: what React rendered for the last
 * event, and the taps and keys that came meanwhile, have been handled.
 * A message, not a timer: a timer would stall under a paused test clock, as
 * React's own scheduler, which also posts messages, does not.
 *
 * Also how start-up work is cut into tasks: on a phone six times slower than
 * a laptop, a task of 8 ms here is one of 50 ms there, the length at which a
 * tap waits and Lighthouse counts blocking time (docs/performance.md).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

/** Resolves in a task of its own once the page has loaded (the load event has fired). */
export function afterLoad(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  }).then(nextTask)
}
