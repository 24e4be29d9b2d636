import type { Config } from 'vike/types'

export default {
  // An article's title names the blog rather than the site (docs/product-rules.md, 'Lists').
  titleTemplate: '%s | Vibe Coding Blog',
} satisfies Config
