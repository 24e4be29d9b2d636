import type { PageContextServer } from 'vike/types'
import type { NotFoundReason } from './+Page.tsx'

export default function title(pageContext: PageContextServer): string {
  if (!pageContext.is404) return 'Something went wrong | From Zero to Vibe'
  const reason = pageContext.abortReason as NotFoundReason | undefined
  return `${reason?.title ?? '404 Page Not Found'} | From Zero to Vibe`
}
