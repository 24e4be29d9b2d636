import type { FastifyInstance } from 'fastify'

/** How long after listening the warm-up starts if no request has come. */
const WARM_UP_DELAY_MS = 1000

/**
 * Runs `steps` in the background once `app` listens: after its first answer
 * has gone or its request was dropped (so the start-up's first 200 never waits for them), or `delayMs`
 * after it listens if no request comes first; one step per turn of the event
 * loop, so a request that arrives meanwhile waits for one step at most, never
 * for all of them. A step that returns true has more to do: it runs again on
 * the next turn (a long job in slices). An app that never listens (the tests' `inject`) runs none.
 * Closing the app drops the steps not yet run.
 */
export function warmUpAfterListening(app: FastifyInstance, steps: Array<() => unknown>, delayMs = WARM_UP_DELAY_MS): void {
  const left = [...steps]
  let timer: NodeJS.Timeout | undefined
  let state: 'waiting' | 'listening' | 'warming' = 'waiting'
  const next = () => {
    const step = left[0]
    if (!step) return
    if (step() !== true) left.shift()
    timer = setTimeout(next, 0).unref()
  }
  const start = () => {
    if (state !== 'listening') return
    state = 'warming'
    clearTimeout(timer)
    timer = setTimeout(next, 0).unref()
  }
  app.addHook('onListen', (done) => {
    state = 'listening'
    timer = setTimeout(start, delayMs).unref()
    done()
  })
  // The first answer's end, heard on the server itself and once: an onResponse hook would run for every request the
  // process ever answers, to find out that the warm-up had already started.
  app.server.once('request', (_request, response) => response.once('close', start))
  app.addHook('onClose', (_instance, done) => {
    left.length = 0
    clearTimeout(timer)
    done()
  })
}
