/**
 * Keys and tokens in a file's text, by the site's table of key shapes
 * (lib/secret-rules.ts), comments included (a key in a comment is shipped to
 * every visitor all the same). Plain text matching, with no parser, so the
 * live app check (renderer/features/live-app-check/) can scan the JavaScript
 * an app serves without carrying the learning projects' code scanner.
 */
import { SECRET_RULES } from '../../../lib/secret-rules.ts'
import type { SafetyFinding } from './safety-finding.ts'

/** 'sk-proj-abc…xyz': enough to recognise the key, not enough to use it. */
function maskKey(key: string): string {
  return key.length <= 12 ? `${key.slice(0, 3)}…` : `${key.slice(0, 8)}…${key.slice(-4)}`
}

/** The 1-based line of `index` in `text`. */
export function lineAt(text: string, index: number): number {
  let line = 1
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++
  return line
}

/** Keys and tokens in one file's text; an earlier rule's match is not matched again. */
export function findKeys<File extends string>(text: string, file: File): SafetyFinding<File>[] {
  const findings: SafetyFinding<File>[] = []
  const claimed: Array<[number, number]> = []
  for (const rule of SECRET_RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const start = match.index
      const end = start + match[0].length
      if (claimed.some(([from, to]) => start < to && end > from)) continue
      if (rule.accept && !rule.accept(match[0])) continue
      claimed.push([start, end])
      findings.push({
        kind: rule.publishable ? 'publishable-key' : 'secret',
        file,
        line: lineAt(text, start),
        what: rule.name,
        excerpt: maskKey(match[0]),
      })
    }
  }
  return findings
}
