// The page's language, from its address, before Vike routes it (Vike's own
// i18n approach: https://vike.dev/i18n): '/es/section1' is routed as
// '/section1' with pageContext.locale 'es', so no page exists twice and every
// +route.ts and +data.ts reads the English path it always did. The locale is
// only ever in the URL (lib/i18n/localized-urls.ts).
import { modifyUrl } from 'vike/modifyUrl'
import type { PageContextServer } from 'vike/types'
import { splitLocale } from '../lib/i18n/localized-urls.ts'

export function onBeforeRoute(pageContext: PageContextServer) {
  const { locale, path } = splitLocale(pageContext.urlPathname)
  return {
    pageContext: {
      locale,
      urlLogical: path === pageContext.urlPathname ? pageContext.urlOriginal : modifyUrl(pageContext.urlOriginal, { pathname: path }),
    },
  }
}
