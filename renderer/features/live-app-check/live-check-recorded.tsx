import { useEffect, useState } from 'react'
import { liveCheckMessages } from '../../../lib/i18n/catalogues/live-check.ts'
import { useMessages } from '../../frame/use-messages.ts'
import { usePageContext } from '../../frame/use-page-context.tsx'
import { saveLiveCheckResult } from '../progress/live-check-store.ts'
import { useLiveCheckResults } from '../progress/use-stored.ts'
import { dayInWords, readLiveCheckFragment } from './live-check-result.ts'

/**
 * On a featured project page: the result a check in the learner's app sent
 * back through its link's fragment, recorded in this browser's progress (the
 * fragment is then taken off the address, so a reload or a shared link does
 * not record it again), or the last one recorded. Empty on the server.
 */
export function LiveCheckRecorded({ lesson }: { lesson: string }) {
  const t = useMessages(liveCheckMessages)
  const locale = usePageContext().locale ?? 'en'
  const results = useLiveCheckResults()
  const [justRecorded, setJustRecorded] = useState(false)
  useEffect(() => {
    const result = readLiveCheckFragment(location.hash)
    if (!result) return
    saveLiveCheckResult(lesson, result)
    history.replaceState(history.state, '', `${location.pathname}${location.search}`)
    setJustRecorded(true)
  }, [lesson])
  const last = results?.get(lesson)
  return (
    <p className="live-check-recorded" role="status">
      {last && (justRecorded ? t.recordedNow : t.recordedBefore)(last.passed, last.total, dayInWords(last.day, locale))}
    </p>
  )
}
