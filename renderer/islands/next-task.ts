/**
 * Resolves after the browser's next task: what React rendered for the last
 * event, and the taps and keys that came meanwhile, have been handled.
 * A message, not a timer: a timer would stall under a paused test clock, as
 * React's own scheduler, which also posts messages, does not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}
