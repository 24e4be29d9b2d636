// In the browser, with no React: fills in /progress's counts (the markup is
// progress-counts.tsx's) from what this browser keeps, as the page loads and
// after every change (a save here, a merge in the island below, another tab).
// What it shows is what the React island that was here showed, word for word.
import { liveCheckMessages } from '../../lib/i18n/catalogues/live-check.ts'
import { reviewMessages } from '../../lib/i18n/catalogues/review.ts'
import { localiseUrl, splitLocale } from '../../lib/i18n/localized-urls.ts'
import { loadMessages, messagesIn } from '../../lib/i18n/messages.ts'
import { PAGES } from '../../lib/paths.ts'
import { dayInWords } from '../../renderer/features/live-app-check/live-check-result.ts'
import { storedLiveCheckResults } from '../../renderer/features/progress/live-check-store.ts'
import { storedProgress } from '../../renderer/features/progress/progress-store.ts'
import { dueQuestions, nextDue, reviewDay } from '../../renderer/features/progress/review.ts'
import { scheduleWaitingAnswers } from '../../renderer/features/progress/schedule-waiting.ts'
import { subscribeToStoredChanges } from '../../renderer/features/progress/stored-changes.ts'
import type { CountSlot, CountsProps } from './progress-counts.tsx'

/** What the browser said when asked to keep the site's storage (navigator.storage.persisted()): the message that says it. */
type KeptKey = 'keptUnknown' | 'kept' | 'notKept' | 'keptUnsupported'

export default async function showProgressCounts(
  element: HTMLElement,
  { sections, lessonCount, questionCount }: CountsProps,
): Promise<void> {
  const { locale } = splitLocale(window.location.pathname)
  await loadMessages(locale)
  const t = messagesIn(reviewMessages, locale)
  const liveCheckText = messagesIn(liveCheckMessages, locale)
  const slot = (name: CountSlot) => element.querySelector<HTMLElement>(`[data-count="${name}"]`)
  let kept: KeptKey = 'keptUnknown'

  const show = () => {
    const { lessons, answers } = storedProgress()
    const liveChecks = storedLiveCheckResults()
    const now = Date.now()
    const due = dueQuestions(sections, lessons, answers, now).length
    const next = due === 0 ? nextDue(sections, lessons, answers, now) : undefined
    slot('lessons')?.replaceChildren(t.countOf(lessons.size, lessonCount))
    slot('answers')?.replaceChildren(t.countOf(answers.size, questionCount))
    const link = Object.assign(document.createElement('a'), { href: localiseUrl(PAGES.review, locale), textContent: t.dueToday(due) })
    const review: (Node | string)[] = [due > 0 ? link : t.noneDueToday]
    if (next !== undefined) review.push(` ${t.nextReview(reviewDay(next))}`)
    slot('review')?.replaceChildren(...review)
    const entries = [...liveChecks]
      .sort(([one], [other]) => one.localeCompare(other, 'en', { numeric: true }))
      .map(([lesson, { passed, total, day }]) =>
        Object.assign(document.createElement('span'), {
          className: 'live-check-entry',
          textContent: liveCheckText.progressEntry(Number(lesson.replace(/\D/g, '')), passed, total, dayInWords(day, locale)),
        }),
      )
    slot('live-checks')?.replaceChildren(...(entries.length > 0 ? entries : [liveCheckText.progressNone]))
    slot('kept')?.replaceChildren(t[kept])
  }

  show()
  subscribeToStoredChanges(show)
  // Answers given on lesson pages, or carried from the first format, get their dates here (a save, so shown again).
  void scheduleWaitingAnswers()
  const storage = globalThis.navigator?.storage
  const answered = (key: KeptKey) => {
    kept = key
    show()
  }
  if (!storage?.persisted) answered('keptUnsupported')
  else
    storage.persisted().then(
      (granted) => answered(granted ? 'kept' : 'notKept'),
      () => answered('keptUnsupported'),
    )
}
