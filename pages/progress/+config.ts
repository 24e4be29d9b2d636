import type { Config } from 'vike/types'

export default {
  title: 'Your progress',
  description:
    'See the lessons you finished and the questions due for review, save your progress to a file, or move it to another device with a link or a QR code. It never leaves your browser for our server.',
} satisfies Config
