// A clock that jumps (NTP correcting a VM after a pause, minutes either way),
// on fake clocks: form tokens minted just before the jump are judged by their
// age without refusing anyone, and a rate-limit window never keeps a person
// out longer than itself, whatever the wall clock does.
import t from 'tap'
import { FORM_TOKEN_FUTURE_TOLERANCE_MS, formTokenProblem, mintFormToken } from '../../server/forms/form-tokens.ts'
import { formTokenClock } from '../../server/page-delivery/form-time.ts'
import { monotonicLocalStore } from '../../server/rate-limits/rate-limit-store.ts'
import { rateLimitedFormApp } from '../helpers/rate-limited-app.ts'

const SECRET = 'clock-jump-test-secret-0123456789-abcdef'
const MINUTE = 60_000
const MIN_FILL_MS = 3000

t.test('form tokens across a clock jump: within the tolerance genuine, beyond it suspect, never refused', async (t) => {
  let wallClock = Date.parse('2026-11-27T10:00:00Z')
  const currentToken = formTokenClock(SECRET, () => wallClock)
  const rendered = currentToken()
  const judged = (token: string) => formTokenProblem(SECRET, token, wallClock, MIN_FILL_MS)

  // A person fills the form for two minutes, during which the clock is set back five minutes.
  wallClock += 2 * MINUTE - 5 * MINUTE
  t.equal(judged(rendered), null, 'a token dated 3 minutes ahead is genuine')
  t.not(currentToken(), rendered, 'pages sent after the jump carry a token of the new time')

  // Set forward instead: the form simply looks older.
  wallClock = Date.parse('2026-11-27T10:00:00Z') + 2 * MINUTE + 10 * MINUTE
  t.equal(judged(rendered), null, 'a token 12 minutes old is genuine')

  const farAhead = mintFormToken(SECRET, Date.parse('2026-11-27T11:00:00Z'))
  wallClock = Date.parse('2026-11-27T10:00:00Z')
  t.equal(
    judged(farAhead),
    "form token from the future (dated 60 min ahead of this server's clock)",
    'an hour ahead: suspect, with the reason',
  )
  const justBeyond = mintFormToken(SECRET, wallClock + FORM_TOKEN_FUTURE_TOLERANCE_MS + 1000)
  t.match(judged(justBeyond), /^form token from the future/, 'just beyond the tolerance: suspect')
  t.equal(judged(mintFormToken(SECRET, wallClock + FORM_TOKEN_FUTURE_TOLERANCE_MS)), null, 'at the tolerance: genuine')
  t.equal(judged(mintFormToken(SECRET, wallClock - 1000)), 'filled in 1.0 s', 'the minimum fill time still applies to a token in the past')
})

t.test('a rate-limit window never outlasts itself when the wall clock is set back', async (t) => {
  let monotonic = 1_000
  const app = await rateLimitedFormApp(() => monotonicLocalStore(() => monotonic))
  t.teardown(() => app.close())
  const realNow = Date.now
  t.teardown(() => {
    Date.now = realNow
  })
  const post = () => app.inject({ method: 'POST', url: '/form' })

  for (let i = 0; i < 3; i++) t.equal((await post()).statusCode, 200)
  monotonic += 10_000
  // NTP sets the wall clock back ten minutes.
  const jumped = realNow() - 10 * MINUTE
  Date.now = () => jumped
  const refused = await post()
  t.equal(refused.statusCode, 429, 'the fourth post in the window is refused')
  t.ok(refused.json().retryAfter <= 60, `told to wait at most a window (${refused.json().retryAfter} s), not eleven minutes`)

  monotonic += 50_000
  t.equal((await post()).statusCode, 200, 'one window after the first post, the person may post again')
  t.equal((await post()).statusCode, 200)
  t.equal((await post()).statusCode, 200)
  t.equal((await post()).statusCode, 429, 'and the new window counts as usual')
})
