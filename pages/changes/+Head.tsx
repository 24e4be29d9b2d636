// The record of changes offers its own feed, for readers who want to hear when the course changes.
import { CHANGES_FEED_PATH } from '../../course/site-map.ts'
import { localePath } from '../../lib/i18n/locale.ts'
import { usePageContext } from '../../renderer/frame/use-page-context.tsx'

export default function Head() {
  // Each language has its feed (server/routes/discovery.ts).
  const { locale } = usePageContext()
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      title="From Zero to Vibe: course changes"
      href={localePath(CHANGES_FEED_PATH, locale)}
    />
  )
}
