import type { Config } from 'vike/types'
import { FEED_PATH } from '../../content/site-map.ts'

export default {
  title: 'Vibe Coding Blog',
  description:
    'Articles on building apps with AI: prompts that work, fixing broken apps, and step-by-step builds. Search the articles and subscribe for new ones.',
  feed: { title: 'Vibe Coding Blog', path: FEED_PATH },
  // The form carries the time it was rendered (lib/forms/spam.ts), so the page differs on every request: the page cache skips it.
  headersResponse: { 'Cache-Control': 'private, no-store' },
} satisfies Config
