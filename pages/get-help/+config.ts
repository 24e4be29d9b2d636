import type { Config } from 'vike/types'

export default {
  title: 'Get Help & Support',
  description:
    'Stuck on a project or a section? Email us (we reply within 24 hours), learn from other learners, or find answers in the guide and the FAQ.',
  // The form carries the time it was rendered (lib/forms/spam.ts), so the page differs on every request: the page cache skips it.
  headersResponse: { 'Cache-Control': 'private, no-store' },
} satisfies Config
