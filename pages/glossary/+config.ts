import type { Config } from 'vike/types'

export default {
  title: 'Glossary',
  description:
    'Every term the course uses, from Agent to vibe coding, explained in plain words for someone who has never coded, with a link to the lesson that teaches it.',
} satisfies Config
