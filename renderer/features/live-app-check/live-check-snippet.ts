/**
 * What a featured project page hands the learner for "Check my live app":
 * the one line to add while testing, the CLEAR prompt that asks the Agent to
 * add it (and to take it out before publishing for real), and the bookmarklet
 * that loads the same script with no edit. Made on the server by +data from
 * the build's script address and integrity (course/live-check/vite-plugin.ts).
 */
import type { LiveCheckScript } from '../../../course/live-check/live-check-script.ts'
import { liveCheckPageMessages } from '../../../lib/i18n/catalogues/live-check-page.ts'
import type { Locale } from '../../../lib/i18n/locale.ts'
import { messagesIn } from '../../../lib/i18n/messages.ts'

declare const __LIVE_CHECK_SCRIPT__: LiveCheckScript

export interface LiveCheckSnippet {
  projectNumber: number
  /** The <script> tag, absolute on the site's public origin. */
  line: string
  prompt: string
  bookmarklet: string
  /** What the check writes into the app and removes again. */
  creates: string
}

/**
 * The snippet of a featured project page in `locale`: on a page in another
 * language than English the line and the bookmarklet say it (data-lang), so
 * the panel in the learner's app speaks the language of the page it came from.
 */
export function liveCheckSnippet(
  {
    siteUrl,
    projectNumber,
    title,
    creates,
    locale = 'en',
  }: { siteUrl: string; projectNumber: number; title: string; creates: string; locale?: Locale },
  script: LiveCheckScript = __LIVE_CHECK_SCRIPT__,
): LiveCheckSnippet {
  const src = `${siteUrl}${script.path}`
  const lang = locale === 'en' ? '' : ` data-lang="${locale}"`
  const line = `<script src="${src}" data-project="${projectNumber}"${lang} integrity="${script.integrity}" crossorigin="anonymous"></script>`
  const prompt = messagesIn(liveCheckPageMessages, locale).agentPrompt(title, line, siteUrl)
  const setLang = locale === 'en' ? '' : `s.dataset.lang='${locale}';`
  const bookmarklet = `javascript:(()=>{const s=document.createElement('script');s.src=${JSON.stringify(src)};s.integrity=${JSON.stringify(
    script.integrity,
  )};s.crossOrigin='anonymous';s.dataset.project='${projectNumber}';${setLang}document.body.append(s)})()`.replaceAll('"', "'")
  return { projectNumber, line, prompt, bookmarklet, creates }
}
