// Support staff work contact messages in Prisma Studio: every new message
// starts as `new`, staff mark it answered or spam with a time and a note, and
// the filter the README gives (status new, one urgency at a time) finds what
// is still waiting.
import t from 'tap'
import { createTestApp } from '../helpers/app.ts'
import { postJson } from '../helpers/post.ts'

const message = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Publishing fails',
  category: 'technical',
  message: 'The publish step stops with an error about the build command.',
}

t.test('a message starts as new and staff can answer it', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '100' })
  t.teardown(close)
  const post = (urgency: string, subject: string) => postJson(app, '/api/contact', { ...message, urgency, subject })
  const subjects = ['First, urgent', 'Second, can wait', 'Third, urgent']
  for (const [index, urgency] of ['high', 'low', 'high'].entries())
    t.equal((await post(urgency, subjects[index] as string)).statusCode, 201)
  const stored = await app.db.contactMessage.findMany({ orderBy: { id: 'asc' }, select: { id: true, subject: true } })
  t.same(
    stored.map((row) => row.subject),
    subjects,
  )
  const ids = stored.map((row) => row.id)
  const first = await app.db.contactMessage.findUniqueOrThrow({ where: { id: ids[0] } })
  t.match(first, { status: 'new', handledAt: null, note: null }, 'new, not handled, no note')

  await app.db.contactMessage.update({
    where: { id: ids[0] },
    data: { status: 'answered', handledAt: new Date(), note: 'Replied with the build-command fix.' },
  })
  const waiting = await app.db.contactMessage.findMany({ where: { status: 'new', urgency: 'high' }, select: { id: true } })
  t.same(
    waiting.map((row) => row.id),
    [ids[2]],
    'the README filter (status = new, urgency = high) lists only the unanswered urgent message',
  )
})

t.test('the sender cannot set the support fields', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '100' })
  t.teardown(close)
  for (const extra of [{ status: 'answered' }, { note: 'hi' }, { handledAt: '2026-01-01T00:00:00Z' }]) {
    const response = await postJson(app, '/api/contact', { ...message, ...extra })
    t.equal(response.statusCode, 400, `${Object.keys(extra)[0]} is refused`)
  }
  t.equal(await app.db.contactMessage.count(), 0, 'nothing stored')
})

t.test('the database refuses a status outside new, answered and spam', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  await t.rejects(app.db.contactMessage.create({ data: { ...message, status: 'done' as 'new' } }), 'Prisma rejects an unknown status')
})
