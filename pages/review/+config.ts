import type { Config } from 'vike/types'

export default {
  title: 'Review your knowledge checks',
  description:
    'The knowledge-check questions of the guide sections you finished come back when they are due: soon after a wrong answer, later after a right one. Your results stay in your browser.',
} satisfies Config
