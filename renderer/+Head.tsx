// The head every page shares, as Vike's `Head` setting: a page adds its own
// tags with a +Head.tsx of its own (the blog's feed link), which +onRenderHtml
// writes after these. Rendered on the server only (the setting is
// server-only), so none of it reaches the browser's bundle.
import type { PageContextServer } from 'vike/types'
import { coursePageMessages } from '../lib/i18n/catalogues/course-pages.ts'
import { messagesIn } from '../lib/i18n/messages.ts'
import { themeScript } from '../lib/theme.ts'
import { FIRST_PAINT_MARK_ID } from './frame/first-paint-mark.tsx'
import { ShareTags, SITE_NAME } from './frame/share-tags.tsx'
import { SITE_ICON_HREF } from './frame/site-icon.ts'
import { usePageContext } from './frame/use-page-context.tsx'

function resolve(value: string | ((pageContext: PageContextServer) => string) | undefined, pageContext: PageContextServer) {
  return typeof value === 'function' ? value(pageContext) : value
}

export default function Head() {
  const pageContext = usePageContext() as PageContextServer
  const pageTitle = resolve(pageContext.config.title, pageContext)
  // A function replacer: a title's own '$&' or '$1' must stay as written.
  const title =
    pageTitle === undefined ? SITE_NAME : (resolve(pageContext.config.titleTemplate, pageContext) ?? '%s').replace('%s', () => pageTitle)
  // A page without its own (the error pages) says what the site is, as the home page does.
  const description =
    resolve(pageContext.config.description, pageContext) ?? messagesIn(coursePageMessages, pageContext.locale ?? 'en').homeDescription
  return (
    <>
      {/* It sets the theme before the first paint (its hash is in the CSP). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant snippet, hashed into the CSP (lib/theme.ts) */}
      <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={description} />
      <ShareTags pageContext={pageContext} title={title} description={description} />
      <meta name="theme-color" content="#6d28d9" />
      <link rel="icon" href={SITE_ICON_HREF} type="image/svg+xml" />
      {/* The first frame waits for the top of the page (./frame/first-paint-mark.tsx says why). */}
      <link rel="expect" href={`#${FIRST_PAINT_MARK_ID}`} blocking="render" />
    </>
  )
}
