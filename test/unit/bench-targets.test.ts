// The bench's verdict (scripts/bench/targets.mjs): each timed feature a run
// measured is held to its target, and a run that produced no figure is a miss,
// not a pass.
import t from 'tap'
import { missedTargets } from '../../scripts/bench/targets.mjs'

const quietServer = { rows: [], memoryMb: 120, startupMs: 1200 }

t.test('"Explain your app": a complete search over 5 s, or none measured, is missed; 5 s or less is met', async (t) => {
  const url = 'http://127.0.0.1:4000'
  t.same(missedTargets({ ...quietServer, explain: [{ url, completeMs: 3981 }] }), [])
  t.same(missedTargets({ ...quietServer, explain: [{ url, completeMs: 5000 }] }), [])
  t.same(missedTargets({ ...quietServer, explain: [{ url, completeMs: 5012.4 }] }), [
    `MISSED: "Explain your app" at ${url}: the complete search 5012 ms > 5000 ms`,
  ])
  t.match(missedTargets({ ...quietServer, explain: [{ url, completeMs: Number.NaN }] }), [/Explain your app.*NaN ms/])
})

t.test('the project checker is held to 4 s at full speed only; its slowed runs are figures', async (t) => {
  const run = { app: 'correct app', failures: [] }
  t.same(
    missedTargets({
      ...quietServer,
      checker: [
        { ...run, rate: 1, completeMs: 3879 },
        { ...run, rate: 4, completeMs: 6427 },
      ],
    }),
    [],
  )
  t.equal(missedTargets({ ...quietServer, checker: [{ ...run, rate: 1, completeMs: 4100 }] }).length, 1)
})

t.test('start-up and memory', async (t) => {
  t.same(missedTargets({ rows: [], memoryMb: 151, startupMs: 1504 }), [
    'MISSED: server memory 151 MB > 150 MB',
    'MISSED: start-up 1504 ms >= 1500 ms',
  ])
})
