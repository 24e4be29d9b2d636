/**
 * Runs the "Everyone and safety" report on the learner's files: first the
 * scan of the files as they are (nothing runs), then the accessibility audit
 * in the sandbox frame. The scanner (with its JavaScript parser) and the
 * audit (with axe-core) are fetched only now, when a learner asks.
 */

import type { Locale } from '../../../lib/i18n/locale.ts'
import type { safetyWords } from '../../../lib/i18n/messages/en/safety-words.ts'
import type { ConsoleEntry, LearnerFiles } from '../../../sandbox/protocol.ts'
import { loadFrameScript, runFrameScript } from '../../../sandbox/sandbox.ts'
import { isWorded } from './accessibility-words.ts'
import type { AuditResult } from './audit.ts'
import type { SafetyFinding } from './safety-finding.ts'

export interface SafetyReportData {
  findings: SafetyFinding[]
  /** The audit's result, or why it could not run (the app froze, the sandbox did not load). */
  audit: AuditResult | { kind: 'not-run'; reason: string }
}

const loadScanner = () => import('./scan-files.ts')

/**
 * axe's one-line help for each rule in the other languages, as axe-core
 * translates it (its locales): what a report in that language shows for a
 * rule the report has no words of its own for. Fetched only then.
 */
const AXE_HELP: { [Other in Exclude<Locale, 'en'>]: () => Promise<Record<string, { help?: string }>> } = {
  es: () => import('axe-core/locales/es.json').then(({ rules }) => rules),
}

/** The audit with axe's help in `locale` for its problems without words here (in English when that cannot load). */
async function withHelpIn(locale: Locale, audit: AuditResult): Promise<AuditResult> {
  if (locale === 'en' || audit.problems.every((problem) => isWorded(problem.rule))) return audit
  const rules = await AXE_HELP[locale]().catch(() => undefined)
  return { ...audit, problems: audit.problems.map((problem) => ({ ...problem, help: rules?.[problem.rule]?.help ?? problem.help })) }
}
const loadAudit = () => import('./audit.ts?worker&url').then(({ default: url }) => loadFrameScript(url))

/**
 * Starts fetching the scanner and the audit (both kept once fetched), so that
 * a report asked for later does not wait for the network: the checker calls
 * it as its requirement checks start.
 */
export function preloadSafetyReport(): void {
  // A failure shows when the report itself asks again (runSafetyReport).
  loadScanner().catch(() => undefined)
  loadAudit().catch(() => undefined)
}

/**
 * `frozen`: the app already froze while loading in this check, so the audit
 * would only wait for it again. `afterCheck`: the frame in `host` is a
 * requirement check's that has just answered, so the audit's frame may share
 * its process (sandbox.ts). `onConsole`: hears the console of the app the
 * audit runs, which stays on the page after it. `t` and `locale`: the
 * report's words and language, for why the audit could not run and axe's help.
 */
export async function runSafetyReport(
  host: HTMLElement,
  files: LearnerFiles,
  t: Pick<typeof safetyWords, 'auditFrozen' | 'auditUnavailable' | 'auditStopped' | 'auditFrameTitle'>,
  {
    frozen = false,
    afterCheck = false,
    onConsole,
    locale = 'en',
  }: { frozen?: boolean; afterCheck?: boolean; onConsole?: (entry: ConsoleEntry) => void; locale?: Locale } = {},
): Promise<SafetyReportData> {
  const { scanFiles } = await loadScanner()
  const findings = scanFiles(files)
  if (frozen) return { findings, audit: { kind: 'not-run', reason: t.auditFrozen(true) } }
  let audit: SafetyReportData['audit']
  try {
    const script = await loadAudit()
    const outcome = await runFrameScript<AuditResult>(host, files, script, t.auditFrameTitle, afterCheck, onConsole)
    audit =
      outcome.kind === 'audit'
        ? await withHelpIn(locale, outcome)
        : {
            kind: 'not-run',
            reason:
              outcome.kind === 'timeout' ? t.auditFrozen(false) : outcome.kind === 'unavailable' ? t.auditUnavailable : t.auditStopped,
          }
  } catch (error) {
    audit = { kind: 'not-run', reason: String((error as Error).message) }
  }
  return { findings, audit }
}

/** Nothing to fix: no leaked key, no unsafe code, and the audit ran and found nothing. A publishable key is fine. */
export function isClean({ findings, audit }: SafetyReportData): boolean {
  return (
    findings.every((finding) => finding.kind === 'publishable-key') &&
    audit.kind === 'audit' &&
    audit.problems.length === 0 &&
    audit.keyboard.length === 0
  )
}
