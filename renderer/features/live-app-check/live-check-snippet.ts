/**
 * What a featured project page hands the learner for "Check my live app":
 * the one line to add while testing, the CLEAR prompt that asks the Agent to
 * add it (and to take it out before publishing for real), and the bookmarklet
 * that loads the same script with no edit. Made on the server by +data from
 * the build's script address and integrity (course/live-check/vite-plugin.ts).
 */
import type { LiveCheckScript } from '../../../course/live-check/live-check-script.ts'

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

export function liveCheckSnippet(
  { siteUrl, projectNumber, title, creates }: { siteUrl: string; projectNumber: number; title: string; creates: string },
  script: LiveCheckScript = __LIVE_CHECK_SCRIPT__,
): LiveCheckSnippet {
  const src = `${siteUrl}${script.path}`
  const line = `<script src="${src}" data-project="${projectNumber}" integrity="${script.integrity}" crossorigin="anonymous"></script>`
  const prompt = [
    `Context: I am testing my "${title}" app with the From Zero to Vibe course's check, which runs inside my app's own pages in my browser.`,
    'Length: One line added to my app, nothing else changed.',
    `Examples: The line is ${line}`,
    `Actions: Add this line, exactly as written, just before </body> on every page of my app. If my app sends a Content-Security-Policy, allow ${siteUrl} in script-src while I test. Before I publish for real, I will ask you to remove the check: then take the line (and that policy change) out again.`,
    'Role: Act as a careful developer who changes only what I ask and tells me which files changed.',
  ].join('\n')
  const bookmarklet = `javascript:(()=>{const s=document.createElement('script');s.src=${JSON.stringify(src)};s.integrity=${JSON.stringify(
    script.integrity,
  )};s.crossOrigin='anonymous';s.dataset.project='${projectNumber}';document.body.append(s)})()`.replaceAll('"', "'")
  return { projectNumber, line, prompt, bookmarklet, creates }
}
