import type { Config } from 'vike/types'

export default {
  description: 'Search every guide section, project, tutorial and blog post of From Zero to Vibe.',
} satisfies Config
