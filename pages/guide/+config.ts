import type { Config } from 'vike/types'

export default {
  title: 'The Complete Vibe Coding Guide',
  description:
    'Twelve sections that take complete beginners from their first AI prompt to secure, scalable web apps on Replit, about an hour each.',
} satisfies Config
