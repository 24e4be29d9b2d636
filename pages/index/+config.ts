import type { Config } from 'vike/types'

export default {
  // The home page's title starts with the site's name; no suffix.
  titleTemplate: '%s',
} satisfies Config
