import type { Config } from 'vike/types'

export default {
  title: 'Step-by-Step Tutorials',
  description:
    'Short, hands-on tutorials for beginners: set up your first Repl, build an RSVP page, debug with AI and deploy your app. Filter by topic and difficulty.',
} satisfies Config
