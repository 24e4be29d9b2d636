import type { Config } from 'vike/types'

export default {
  // The page may hold what the learner pasted: no browser or proxy keeps a copy.
  cacheControl: 'no-store',
} satisfies Config
