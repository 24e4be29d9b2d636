import type { Config } from 'vike/types'

export default {
  // Never the learner's text: a title ends up in history lists and bookmarks.
  title: 'Unstuck: paste what you see',
  description:
    'Paste an error message or describe what goes wrong in your app: see its likely cause, what to check first and a prompt that fixes it.',
  // The page may hold what the learner pasted: no browser or proxy keeps a copy.
  cacheControl: 'no-store',
} satisfies Config
