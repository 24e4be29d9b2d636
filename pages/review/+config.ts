import type { Config } from 'vike/types'

export default {
  title: 'Review your knowledge checks',
  description:
    'Come back to the knowledge-check questions you missed or skipped in the guide sections you finished, a few at a time. Your results stay in your browser.',
} satisfies Config
