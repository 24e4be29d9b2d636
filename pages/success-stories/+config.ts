import type { Config } from 'vike/types'

export default {
  title: 'Success Stories',
  description:
    'How beginners and career changers built real web apps with AI on Replit: six learner stories, their projects and what they learned.',
} satisfies Config
