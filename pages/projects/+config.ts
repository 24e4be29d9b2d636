import type { Config } from 'vike/types'

export default {
  title: 'Featured Projects',
  description:
    'Complete projects to build with AI, from a simple RSVP page to a social media hub. Each comes with a ready-to-paste prompt and step-by-step instructions.',
} satisfies Config
