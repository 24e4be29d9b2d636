// The background warm-up of the search indexes (server/start-up/warm-up.ts): nothing before the server listens,
// nothing before its first answer has gone, one step per task (a step may ask to run again), and nothing left running once it closes.
import Fastify from 'fastify'
import t from 'tap'
import { warmUpAfterListening } from '../../server/start-up/warm-up.ts'

const aTask = () => new Promise((resolve) => setTimeout(resolve, 0))
const until = async (ready: () => boolean) => {
  for (let turn = 0; turn < 200 && !ready(); turn++) await aTask()
}

/** An app with one route and steps that record when they ran. */
function appWithSteps(count: number, delayMs = 60_000) {
  const app = Fastify()
  const ran: number[] = []
  const answered: string[] = []
  warmUpAfterListening(
    app,
    Array.from({ length: count }, (_, step) => () => {
      ran.push(step)
      answered.push(`step ${step}`)
    }),
    delayMs,
  )
  app.get('/', async () => {
    answered.push('answer')
    return 'ok'
  })
  return { app, ran, answered }
}

t.test('an app that never listens runs no step, even after it answers', async (t) => {
  const { app, ran } = appWithSteps(3, 10)
  await app.inject('/')
  await new Promise((resolve) => setTimeout(resolve, 50))
  t.same(ran, [])
  await app.close()
})

t.test('once listening, the steps wait for the first answer, then run one per task', async (t) => {
  const { app, ran, answered } = appWithSteps(3)
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => app.close())
  await aTask()
  t.same(ran, [], 'nothing before the first request')
  const response = await fetch(`${address}/`)
  t.equal(await response.text(), 'ok')
  t.equal(answered[0], 'answer', 'the first answer came before any step')
  await until(() => ran.length > 0)
  t.same(ran, [0], 'one step in the first task')
  await aTask()
  t.same(ran, [0, 1], 'the next in the next task')
  await until(() => ran.length === 3)
  t.same(ran, [0, 1, 2], 'each step once, in order')
})

t.test('with no request, the steps start after the delay', async (t) => {
  const { app, ran } = appWithSteps(2, 20)
  await app.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => app.close())
  t.same(ran, [])
  await new Promise((resolve) => setTimeout(resolve, 60))
  await until(() => ran.length === 2)
  t.same(ran, [0, 1])
})

t.test('closing the app drops the steps not yet run', async (t) => {
  const { app, ran } = appWithSteps(50, 0)
  await app.listen({ port: 0, host: '127.0.0.1' })
  await until(() => ran.length > 0)
  await app.close()
  const after = ran.length
  await new Promise((resolve) => setTimeout(resolve, 30))
  t.ok(after < 50, 'not all steps had run')
  t.equal(ran.length, after, 'none ran after the close')
})

t.test('a step that returns true runs again on the next task, until it returns something else', async (t) => {
  const app = Fastify()
  const ran: string[] = []
  let slicesLeft = 3
  warmUpAfterListening(
    app,
    [
      () => {
        ran.push(`slice ${3 - slicesLeft}`)
        slicesLeft--
        return slicesLeft > 0
      },
      () => {
        ran.push('next step')
      },
    ],
    0,
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => app.close())
  await until(() => ran.length > 0)
  t.same(ran, ['slice 0'], 'one slice per task')
  await until(() => ran.length === 4)
  t.same(ran, ['slice 0', 'slice 1', 'slice 2', 'next step'])
})
