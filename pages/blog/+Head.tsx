// The blog and its articles offer the feed: a <link rel="alternate"> that feed readers find.
import { FEED_PATH } from '../../course/site-map.ts'
import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import { localePath } from '../../lib/i18n/locale.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'
import { usePageContext } from '../../renderer/frame/use-page-context.tsx'

export default function Head() {
  // Each language has its feed (server/routes/discovery.ts).
  const { locale } = usePageContext()
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      title={messagesIn(coursePageMessages, locale ?? 'en').blogTitle}
      href={localePath(FEED_PATH, locale)}
    />
  )
}
