import type { Config } from 'vike/types'

export default {
  description:
    'Articles on building apps with AI: prompts that work, fixing broken apps, and step-by-step builds. Search the articles and subscribe for new ones.',
} satisfies Config
