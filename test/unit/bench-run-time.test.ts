// The bench's third rating of a Lighthouse load (scripts/bench/lighthouse.mjs):
// the page's main-thread tasks shortened to the time the thread ran, what a
// quiet machine would have recorded, everything inside a task kept inside it.
import t from 'tap'
import { type TraceEvent, traceAtRunTime } from '../../scripts/bench/lighthouse.mjs'

const page = { pid: 1, tid: 7 }
const event = (name: string, ts: number, dur: number, tdur?: number, where = page): TraceEvent => ({
  name,
  ph: 'X',
  ...where,
  ts,
  dur,
  tdur,
})

t.test(
  "a task that waited for a core is as long as the thread ran; what it held shrinks with it, in place; other threads' and earlier tasks stay",
  async (t) => {
    const trace = {
      traceEvents: [
        event('RunTask', 0, 5_000, 5_000),
        { name: 'navigationStart', ph: 'R', ...page, ts: 10_000, args: { data: { documentLoaderURL: 'http://127.0.0.1/section1' } } },
        event('RunTask', 20_000, 100_000, 25_000),
        event('Layout', 40_000, 40_000),
        event('RunTask', 200_000, 8_000, 8_000),
        event('RunTask', 20_000, 100_000, 10_000, { pid: 2, tid: 3 }),
      ],
    }
    const events = traceAtRunTime(trace).traceEvents
    t.same(
      events.filter((item) => item.ph === 'X').map(({ name, pid, ts, dur }) => [name, pid, ts, dur]),
      [
        ['RunTask', 1, 0, 5_000],
        ['RunTask', 1, 20_000, 25_000],
        ['Layout', 1, 25_000, 10_000],
        ['RunTask', 1, 200_000, 8_000],
        ['RunTask', 2, 20_000, 100_000],
      ],
    )
    t.equal(trace.traceEvents[2]?.dur, 100_000, 'the trace given is not changed')
  },
)

t.test('a trace without the page’s navigation is left as it is', async (t) => {
  const trace = { traceEvents: [event('RunTask', 0, 100_000, 10_000)] }
  t.equal(traceAtRunTime(trace), trace)
})
