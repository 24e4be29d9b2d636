import type { Config } from 'vike/types'

export default {
  title: 'Get Help & Support',
  description:
    'Stuck on a project or a section? Email us (we reply within 24 hours), learn from other learners, or find answers in the guide and the FAQ.',
} satisfies Config
