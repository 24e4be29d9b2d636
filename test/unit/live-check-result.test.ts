// A live check's result travels back to the course in a link's fragment
// ('#live-check=7-8-20261129'): only counts and a day, read back exactly, and
// anything else in a fragment (a hand-edited link, another page's) is refused.
import t from 'tap'
import { liveCheckFragment, readLiveCheckFragment } from '../../renderer/features/live-app-check/live-check-result.ts'

t.test('a result goes into the fragment and comes back whole', async (t) => {
  const result = { passed: 7, total: 8, day: '2026-11-29' }
  t.equal(liveCheckFragment(result), '#live-check=7-8-20261129')
  t.same(readLiveCheckFragment(liveCheckFragment(result)), result)
  t.same(readLiveCheckFragment('#live-check=0-8-20270101'), { passed: 0, total: 8, day: '2027-01-01' })
})

t.test('a fragment no check could have made is refused', async (t) => {
  for (const hash of [
    '',
    '#p=abc',
    '#live-check=',
    '#live-check=9-8-20261129',
    '#live-check=1-0-20261129',
    '#live-check=7-8-2026112',
    '#live-check=7-8-20261399',
    '#live-check=7-8-20261129&x=1',
  ])
    t.equal(readLiveCheckFragment(hash), undefined, hash)
})
