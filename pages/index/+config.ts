import type { Config } from 'vike/types'

export default {
  title: 'From Zero to Vibe: learn to build web apps with AI, from scratch',
  // The home page's title starts with the site's name; no suffix.
  titleTemplate: '%s',
  description:
    'A free, step-by-step guide to vibe coding: build and publish real web apps with an AI assistant on Replit. No coding experience needed.',
} satisfies Config
