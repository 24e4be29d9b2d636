import type { Config } from 'vike/types'

export default {
  title: 'What changed in the course',
  description:
    'A dated record of what changed in From Zero to Vibe, newest first: new lessons and skills, updated Replit details, new questions and fixes.',
} satisfies Config
