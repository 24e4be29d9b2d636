import type { Config } from 'vike/types'

export default {
  title: 'Playground: run your own HTML, CSS and JavaScript',
  description: 'Paste the HTML, CSS and JavaScript your Agent wrote and run it safely in your browser. Nothing is sent to our server.',
} satisfies Config
