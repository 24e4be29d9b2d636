/**
 * axe-core's audit of the page it runs in, cut to what the "Works for
 * everyone" report shows (accessibility-words.ts): the learning projects'
 * sandbox runs it in the learner's app (audit.ts), and the live app check in
 * the frame that shows the learner's own app
 * (renderer/features/live-app-check/script/live-check.ts).
 */
import axe from 'axe-core'
import { type AccessibilityProblem, AXE_TAGS } from './accessibility-words.ts'

const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  resultTypes: ['violations'],
}

/** An element as the report names it: its visible words, or a short piece of its HTML. */
export function nameForReport(element: Element | null, html = ''): string {
  if (element === document.documentElement || element === document.body) return 'the whole page'
  // biome-ignore lint/performance/useDomNodeTextContent: innerText leaves out the text of scripts, styles and hidden parts
  const words = (element instanceof HTMLElement ? element.innerText : (element?.textContent ?? '')).replace(/\s+/g, ' ').trim()
  if (words) return `“${words.length > 60 ? `${words.slice(0, 60)}…` : words}”`
  const tag = (element?.outerHTML ?? html).replace(/\s+/g, ' ')
  const open = tag.slice(0, tag.indexOf('>') + 1) || tag
  return open.length > 90 ? `${open.slice(0, 90)}…` : open
}

/** The WCAG A and AA problems axe finds on this page as it is now, each with the elements that have it. */
export async function axeProblems(): Promise<AccessibilityProblem[]> {
  const results = await axe.run(document, AXE_OPTIONS)
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'minor',
    help: violation.help,
    elements: violation.nodes.map((node) => {
      const selector = node.target[0]
      return nameForReport(typeof selector === 'string' ? document.querySelector(selector) : null, node.html)
    }),
  }))
}
