import type { Config } from 'vike/types'
import { FEED_PATH } from '../../content/site-map.ts'

export default {
  description:
    'Articles on building apps with AI: prompts that work, fixing broken apps, and step-by-step builds. Search the articles and subscribe for new ones.',
  feed: { title: 'Vibe Coding Blog', path: FEED_PATH },
} satisfies Config
