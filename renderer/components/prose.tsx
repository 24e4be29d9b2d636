import type { ReactNode } from 'react'
import { useData } from '../frame/use-page-context.tsx'
import CodeCopyButtons from './code-copy-buttons.island.tsx'

const PROSE_ID = 'prose'
/** The part of the body from its Recap on, when something is shown before it. */
const PROSE_END_ID = 'prose-end'
/** Where a section's Recap starts (content/markdown.tsx gives every heading its slug as id). */
const RECAP_HEADING = '<h2 id="recap"'

/**
 * A lesson body: HTML made from Markdown at build time (content/markdown.tsx),
 * from the page's `data.prose`. It is rendered on the server only and never
 * hydrated (nor sent a second time as data); its code blocks get copy buttons
 * from an island.
 *
 * `beforeRecap` is shown inside the body, just before its Recap heading (a
 * section's knowledge check sits there); the body is then two blocks.
 */
export function Prose({ beforeRecap }: { beforeRecap?: ReactNode }) {
  const { prose = '' } = useData<{ prose?: string }>()
  const recap = beforeRecap ? prose.indexOf(RECAP_HEADING) : -1
  const [html, end] = recap === -1 ? [prose, ''] : [prose.slice(0, recap), prose.slice(recap)]
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized at build time by rehype-sanitize */}
      <div id={PROSE_ID} className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      {beforeRecap}
      {end ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized at build time by rehype-sanitize
        <div id={PROSE_END_ID} className="prose" dangerouslySetInnerHTML={{ __html: end }} />
      ) : null}
      {html.includes('data-copy-slot') || end.includes('data-copy-slot') ? (
        <CodeCopyButtons bodyIds={end ? [PROSE_ID, PROSE_END_ID] : [PROSE_ID]} />
      ) : null}
    </>
  )
}
