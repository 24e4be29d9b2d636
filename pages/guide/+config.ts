import type { Config } from 'vike/types'

export default {
  title: 'The Complete Vibe Coding Guide',
} satisfies Config
