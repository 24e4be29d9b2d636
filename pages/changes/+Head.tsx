// The record of changes offers its own feed, for readers who want to hear when the course changes.
import { CHANGES_FEED_PATH } from '../../course/site-map.ts'

export default function Head() {
  return <link rel="alternate" type="application/rss+xml" title="From Zero to Vibe: course changes" href={CHANGES_FEED_PATH} />
}
