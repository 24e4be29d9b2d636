/**
 * "Everyone and safety" on the learner's live app, after its requirements:
 * the learning projects' report, run on the app's own pages. axe-core's
 * audit runs in the check's frame on each page the check opens
 * (safety-report/axe-audit.ts, in the copy of the check script there), and
 * the JavaScript those pages load from the app's own origin is read for keys
 * with the site's key shapes (safety-report/find-keys.ts). Scripts of other
 * origins are not fetched: nothing goes anywhere but the app.
 */
import type { AccessibilityProblem } from '../../safety-report/accessibility-words.ts'
import type { SafetyFinding } from '../../safety-report/safety-finding.ts'

export interface LiveSafetyReport {
  /** axe's problems on every page audited, one entry per rule (each element named with its page), or why the audit could not run. */
  audit: { kind: 'audit'; problems: AccessibilityProblem[]; pages: string[] } | { kind: 'not-run'; reason: string }
  /** Keys in the scripts the app's pages load: a file is its path, an inline script its page's (`inlineName`). */
  findings: SafetyFinding<string>[]
  /** How many scripts were read. */
  scripts: number
}

/** The page paths the check opens (its start page, then every `open` step's), each once. */
export function pagesToAudit(start: string, steps: readonly object[]): string[] {
  const opened = steps.flatMap((step) => ('open' in step && typeof step.open === 'string' ? [step.open] : []))
  return [...new Set([start, ...opened])]
}

/** axe's problems of several pages as one list: a rule's elements from every page, each named with its page when there are several. */
export function mergeProblems(byPage: { path: string; problems: AccessibilityProblem[] }[]): AccessibilityProblem[] {
  const merged = new Map<string, AccessibilityProblem>()
  for (const { path, problems } of byPage)
    for (const problem of problems) {
      const elements = byPage.length > 1 ? problem.elements.map((element) => `${element} (${path})`) : problem.elements
      const known = merged.get(problem.rule)
      if (known) known.elements.push(...elements)
      else merged.set(problem.rule, { ...problem, elements })
    }
  return [...merged.values()]
}

/** Where a page's scripts come from: the app's own origin only, the check's own script left out. */
export function appScriptUrls(frameDocument: Document, origin: string): string[] {
  const view = frameDocument.defaultView
  const loaded = (view?.performance.getEntriesByType('resource') ?? [])
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || /\.[cm]?js(?:$|\?)/.test(entry.name))
    .map((entry) => entry.name)
  const tagged = [...frameDocument.scripts].filter((script) => script.src).map((script) => script.src)
  return [...new Set([...tagged, ...loaded])].filter((url) => {
    try {
      return new URL(url).origin === origin
    } catch {
      return false
    }
  })
}

/** The inline scripts of a page (not JSON or templates): their code. */
export function inlineScripts(frameDocument: Document): string[] {
  return [...frameDocument.scripts]
    .filter((script) => !script.src && (!script.type || /^(module|text\/javascript|application\/javascript)$/i.test(script.type)))
    .map((script) => script.text)
}
