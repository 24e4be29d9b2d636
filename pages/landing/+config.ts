import type { Config } from 'vike/types'

export default {
  // An ad landing page: no site header or footer, only the page's own calls to action.
  layout: 'bare',
} satisfies Config
