import type { PageContextServer } from 'vike/types'

export default function title({ is404, abortReason }: PageContextServer): string {
  if (!is404) return 'Something went wrong'
  return abortReason?.title ?? '404 Page Not Found'
}
