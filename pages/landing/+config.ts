import type { Config } from 'vike/types'

export default {
  // The title from content/site/landing.yaml is the whole document title (it names the site already).
  titleTemplate: '%s',
} satisfies Config
