/**
 * A live check's result on its way back to the course: the check script in
 * the learner's app writes it into a link to the project page, in the #
 * fragment (which a browser never sends to any server, as the progress link
 * does), and the project page reads it there and keeps it in this browser.
 * Only counts and a day travel: '#live-check=7-8-20261129'.
 */

/** The fragment's name. */
export const LIVE_CHECK_FRAGMENT_PREFIX = '#live-check='

export interface LiveCheckResult {
  passed: number
  total: number
  /** The day of the check in the learner's own time, YYYY-MM-DD. */
  day: string
}

/** The fragment for `result`. */
export const liveCheckFragment = ({ passed, total, day }: LiveCheckResult) =>
  `${LIVE_CHECK_FRAGMENT_PREFIX}${passed}-${total}-${day.replaceAll('-', '')}`

/** The result a fragment carries, or undefined when it carries none (or one no check could have made). */
export function readLiveCheckFragment(hash: string): LiveCheckResult | undefined {
  if (!hash.startsWith(LIVE_CHECK_FRAGMENT_PREFIX)) return undefined
  const found = /^(\d{1,2})-(\d{1,2})-(\d{4})(\d\d)(\d\d)$/.exec(hash.slice(LIVE_CHECK_FRAGMENT_PREFIX.length))
  if (!found) return undefined
  const [, passed, total, year, month, date] = found.map(Number) as number[]
  const day = `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`
  if (!(total && total > 0 && (passed ?? -1) >= 0 && (passed ?? 0) <= total && !Number.isNaN(Date.parse(day)))) return undefined
  return { passed: passed ?? 0, total, day }
}

/** A YYYY-MM-DD day as the learner reads dates ('Nov 29, 2026'), at noon so no time zone moves it. */
export const dayInWords = (day: string, locale: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' })
