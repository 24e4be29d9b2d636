import type { ReactNode } from 'react'
import type { TranslationStatus } from '../../course/translations.ts'
import { showsEnglishInstead } from '../frame/translation-notice.tsx'
import { useData, usePageContext } from '../frame/use-page-context.tsx'
import { useIslandHtml } from '../islands/island.tsx'
import CodeCopyButton from './code-copy-button.island.tsx'

const PROSE_ID = 'prose'
/** The part of the body from its Recap on, when something is shown before it. */
const PROSE_END_ID = 'prose-end'
/** Where a section's Recap starts (course/markdown/markdown.tsx gives every heading its slug as id). */
const RECAP_HEADING = '<h2 id="recap"'
/** The empty slot course/markdown/markdown.tsx leaves beside each code block's <pre>, for its copy button. */
const EMPTY_COPY_SLOT = 'data-copy-slot=""></div>'

/**
 * A lesson body: HTML made from Markdown at build time (course/markdown/markdown.tsx),
 * from the page's `data.prose`. It is rendered on the server only and never
 * hydrated (nor sent a second time as data); each of its code blocks gets a
 * copy button, an island written into the block's slot.
 *
 * `beforeRecap` is shown inside the body, just before its Recap heading (a
 * section's knowledge check sits there); the body is then two blocks.
 */
export function Prose({ beforeRecap }: { beforeRecap?: ReactNode }) {
  const { prose: markdownHtml = '', translation } = useData<{ prose?: string; translation?: TranslationStatus }>()
  // The English standing in for a translation is marked as English, so a screen reader reads it in an English voice.
  const lang = showsEnglishInstead(usePageContext().locale, translation) ? 'en' : undefined
  const islandHtml = useIslandHtml()
  const prose = markdownHtml.replaceAll(EMPTY_COPY_SLOT, () => `data-copy-slot="">${islandHtml(CodeCopyButton, {})}</div>`)
  const recap = beforeRecap ? prose.indexOf(RECAP_HEADING) : -1
  const [html, end] = recap === -1 ? [prose, ''] : [prose.slice(0, recap), prose.slice(recap)]
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized at build time by rehype-sanitize */}
      <div id={PROSE_ID} className="prose" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
      {beforeRecap}
      {end ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized at build time by rehype-sanitize
        <div id={PROSE_END_ID} className="prose" lang={lang} dangerouslySetInnerHTML={{ __html: end }} />
      ) : null}
    </>
  )
}
