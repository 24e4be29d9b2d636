// The blog and its articles offer the feed: a <link rel="alternate"> that feed readers find.
import { FEED_PATH } from '../../course/site-map.ts'

export default function Head() {
  return <link rel="alternate" type="application/rss+xml" title="Vibe Coding Blog" href={FEED_PATH} />
}
