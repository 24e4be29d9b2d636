/**
 * The panel the check script draws in the learner's app: "Check my app:
 * Featured Project n", a host password box for the projects that have one,
 * "Run the check", the app as the check drives it, and the report in the
 * learning projects' words (Passed, Not yet, Not sure; Expected … Found: …;
 * a CLEAR fix prompt for each Not yet).
 *
 * It lives in a shadow root with its own constructed style sheet: the app's
 * CSS cannot reach inside, and its styles cannot leak out (nor does an app's
 * Content-Security-Policy for <style> elements block them). Plain DOM, no
 * framework: the script is added to apps the course does not control.
 */
import type { LiveCheckProject } from '../../../../course/checks/live-check-steps.ts'
import { liveCheckPanelMessages } from '../../../../lib/i18n/catalogues/live-check-panel.ts'
import { safetyWordsInEveryLanguage } from '../../../../lib/i18n/catalogues/safety-words-both.ts'
import { type Locale, localePath } from '../../../../lib/i18n/locale.ts'
import type { liveCheckPanel } from '../../../../lib/i18n/messages/en/live-check-panel.ts'
import { messagesIn } from '../../../../lib/i18n/messages.ts'
import { featuredProjectPath } from '../../../../lib/paths.ts'
import { accessibilityWords, sortProblems } from '../../safety-report/accessibility-words.ts'
import { safetyWords } from '../../safety-report/safety-words.ts'
import { liveCheckFragment } from '../live-check-result.ts'
import type { LiveSafetyReport } from './live-safety.ts'
import { LiveCheckRun, type LiveResult, localDate, needsPassword, type Verdict } from './run-live-check.ts'

type PanelWords = typeof liveCheckPanel

const verdictWord = (t: PanelWords, verdict: Verdict) => ({ passed: t.passed, 'not-yet': t.notYet, unsure: t.unsure })[verdict]

const STYLES = `
:host { all: initial; position: fixed; right: 12px; bottom: 12px; z-index: 2147483647; display: block;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a2e; }
* { box-sizing: border-box; }
.panel { width: min(440px, calc(100vw - 24px)); max-height: calc(100vh - 24px); overflow: auto; background: #ffffff;
  border: 2px solid #4338ca; border-radius: 12px; padding: 16px; box-shadow: 0 8px 24px rgb(0 0 0 / 25%); }
h2 { font-size: 1.125rem; margin: 0 0 8px; line-height: 1.3; }
p { margin: 0 0 8px; }
label { display: block; font-weight: 600; margin: 8px 0 4px; }
input { font: inherit; width: 100%; padding: 8px; border: 1px solid #4b5563; border-radius: 6px; color: inherit; background: #ffffff; }
.row { display: flex; flex-wrap: wrap; gap: 8px; margin: 12px 0 8px; }
button { font: inherit; min-height: 44px; padding: 8px 14px; border-radius: 8px; border: 2px solid #4338ca; cursor: pointer; background: #ffffff; color: #312e81; }
button.primary { background: #4338ca; color: #ffffff; }
button:disabled { opacity: 0.6; cursor: default; }
:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
.small { font-size: 0.875rem; color: #374151; }
.frame-box { height: 220px; overflow: auto; border: 1px solid #9ca3af; border-radius: 6px; margin: 8px 0; }
.frame-box[hidden] { display: none; }
iframe { width: 1024px; height: 700px; border: 0; background: #ffffff; display: block; }
ol { padding-left: 1.25rem; margin: 8px 0; }
li { margin: 0 0 10px; }
.verdict { font-weight: 700; }
.verdict-passed { color: #166534; }
.verdict-not-yet { color: #b91c1c; }
.verdict-unsure { color: #92400e; }
pre { white-space: pre-wrap; font: 0.8125rem/1.4 ui-monospace, monospace; background: #f3f4f6; padding: 8px; border-radius: 6px; margin: 4px 0; }
summary { cursor: pointer; min-height: 24px; }
.notice { border-left: 4px solid #b45309; padding-left: 8px; }
h3 { font-size: 1.0625rem; margin: 16px 0 4px; }
h4 { font-size: 1rem; margin: 12px 0 4px; }
ul { padding-left: 1.25rem; margin: 8px 0; }
.finding { font-weight: 600; margin: 0 0 4px; }
a { color: #312e81; font-weight: 600; }
@media (prefers-color-scheme: dark) {
  :host { color: #f3f4f6; }
  .panel { background: #111827; border-color: #a5b4fc; }
  input { background: #1f2937; border-color: #9ca3af; }
  button { background: #111827; color: #c7d2fe; border-color: #a5b4fc; }
  button.primary { background: #a5b4fc; color: #111827; }
  .small { color: #d1d5db; }
  .verdict-passed { color: #86efac; }
  .verdict-not-yet { color: #fca5a5; }
  .verdict-unsure { color: #fcd34d; }
  pre { background: #1f2937; }
  a { color: #c7d2fe; }
  :focus-visible { outline-color: #fbbf24; }
}
`

function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  properties: Partial<HTMLElementTagNameMap[Tag]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[Tag] {
  const made = Object.assign(document.createElement(tag), properties)
  made.append(...children)
  return made
}

/** A CLEAR prompt, folded away, with a button that copies it. */
function promptDetails(t: PanelWords, prompt: string): HTMLDetailsElement {
  const copy = element('button', { type: 'button' }, t.copyFixPrompt)
  copy.addEventListener('click', () => {
    navigator.clipboard?.writeText(prompt).then(
      () => {
        copy.textContent = t.copied
      },
      () => undefined,
    )
  })
  return element('details', {}, element('summary', {}, t.fixPromptSummary), element('pre', {}, prompt), copy)
}

/** Leaks first, then what is only explained (a publishable key). */
const byLeakFirst = (a: { kind: string }, b: { kind: string }) =>
  Number(a.kind === 'publishable-key') - Number(b.kind === 'publishable-key')

/**
 * "Everyone and safety" under the requirements, in the learning projects'
 * words (safety-report/): axe's problems on the app's pages, then the keys
 * in the scripts they load. `courseOrigin`: where the lessons it links to are.
 */
function safetySection(t: PanelWords, report: LiveSafetyReport, courseOrigin: string, locale: Locale): HTMLElement {
  const findingWords = messagesIn(safetyWordsInEveryLanguage, locale)
  const section = element('section', { className: 'safety' }, element('h3', { id: 'check-safety-title' }, t.safetyHeading))
  section.setAttribute('aria-labelledby', 'check-safety-title')
  section.append(element('p', { className: 'small' }, t.safetyNote), element('h4', {}, t.everyoneHeading))
  const { audit } = report
  if (audit.kind === 'not-run') section.append(element('p', {}, t.auditNotRun(audit.reason)))
  else if (audit.problems.length === 0) section.append(element('p', {}, t.noAccessibilityProblems(audit.pages.join(', '))))
  else
    section.append(
      element(
        'ul',
        {},
        ...sortProblems(audit.problems).map((problem) => {
          const words = accessibilityWords(problem, findingWords, t.appContext)
          const [first = ''] = problem.elements
          return element(
            'li',
            {},
            element('p', { className: 'finding' }, words.title),
            element(
              'p',
              { className: 'small' },
              problem.elements.length === 1
                ? t.foundOnce(first)
                : t.foundTimes(problem.elements.length, problem.elements.slice(0, 3).join(', ')),
            ),
            element('p', { className: 'small' }, t.whyItMatters(words.why)),
            promptDetails(t, words.prompt),
          )
        }),
      ),
    )
  section.append(element('p', { className: 'small' }, t.axeLimits), element('h4', {}, t.secretsHeading))
  if (report.findings.length === 0) section.append(element('p', {}, t.noKeys(report.scripts)))
  else
    section.append(
      element(
        'ul',
        {},
        ...[...report.findings].sort(byLeakFirst).map((finding) => {
          const words = safetyWords(finding, findingWords, t.appContext)
          const item = element(
            'li',
            {},
            element('p', { className: 'finding' }, words.title),
            element('pre', {}, finding.excerpt),
            element('p', { className: 'small' }, t.whyItMatters(words.why)),
          )
          if (words.now) item.append(element('p', { className: 'small' }, t.doThisNow(words.now)))
          item.append(
            element(
              'p',
              { className: 'small' },
              t.learnHow,
              element(
                'a',
                { href: new URL(localePath(words.lesson.href, locale), courseOrigin).href, target: '_blank', rel: 'noopener noreferrer' },
                words.lesson.label,
              ),
            ),
          )
          if (words.prompt) item.append(promptDetails(t, words.prompt))
          return item
        }),
      ),
    )
  return section
}

/** One sentence for the status line: how many problems each half of the report found (a publishable key is none). */
function safetyCounts(report: LiveSafetyReport): [number | undefined, number] {
  const leaks = report.findings.filter((finding) => finding.kind !== 'publishable-key').length
  return [report.audit.kind === 'audit' ? report.audit.problems.length : undefined, leaks]
}

function resultItem(t: PanelWords, projectTitle: string, result: LiveResult): HTMLLIElement {
  const item = element(
    'li',
    {},
    element('span', { className: `verdict verdict-${result.verdict}` }, verdictWord(t, result.verdict)),
    `: ${result.text}`,
  )
  if (result.byHand) item.append(element('p', { className: 'small' }, t.byHand(result.byHand)))
  if (result.verdict === 'passed') return item
  if (result.appError) item.append(element('p', { className: 'small' }, t.appErrorFirst(result.appError)))
  item.append(element('p', { className: 'small' }, t.expectedFound(result.expected ?? '', result.found ?? '')))
  if (result.verdict === 'not-yet') {
    // A CLEAR prompt that asks the Agent to fix exactly this requirement.
    item.append(promptDetails(t, t.fixPrompt(projectTitle, result.text, result.expected ?? '', result.found ?? '', result.appError ?? '')))
  }
  return item
}

/** Draws the panel for `project` at the end of the app's page, in the language of the course page the line came from, and runs the check when asked. */
export function drawPanel(project: LiveCheckProject, script: { src: string; integrity: string }, locale: Locale): HTMLElement {
  const t = messagesIn(liveCheckPanelMessages, locale)
  const host = element('div', { id: 'from-zero-to-vibe-check' })
  const root = host.attachShadow({ mode: 'open' })
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(STYLES)
  root.adoptedStyleSheets = [sheet]
  const name = t.name(project.projectNumber)
  const heading = element('h2', { id: 'check-title' }, name)
  const usesPassword = project.check.requirements.some((requirement) => needsPassword(requirement.steps))
  const password = element('input', { type: 'password', id: 'check-password', autocomplete: 'off' })
  const run = element('button', { type: 'button', className: 'primary' }, t.run)
  const close = element('button', { type: 'button' }, t.close)
  const status = element('p', { role: 'status' })
  const frame = element('iframe', { title: t.frameTitle })
  const frameBox = element('div', { className: 'frame-box', hidden: true }, frame)
  const results = element('ol', { ariaLabel: t.resultsLabel })
  const left = element('p', { className: 'notice', hidden: true })
  const safety = element('div')
  // The result goes back to the course only when the learner follows this link, in its # part (never sent to a server);
  // no referrer, so the course's server is not told the app's address either.
  const record = element('a', { target: '_blank', rel: 'noopener noreferrer' }, t.record)
  const recordRow = element('p', { hidden: true }, record, element('span', { className: 'small' }, t.recordNote))
  const panel = element(
    'section',
    { className: 'panel' },
    heading,
    element('p', { className: 'small' }, t.intro(project.title, project.check.creates)),
  )
  panel.setAttribute('aria-labelledby', 'check-title')
  if (usesPassword)
    panel.append(
      element('label', { htmlFor: 'check-password' }, t.passwordLabel),
      element('p', { className: 'small', id: 'check-password-hint' }, t.passwordHint),
      password,
    )
  password.setAttribute('aria-describedby', 'check-password-hint')
  panel.append(element('div', { className: 'row' }, run, close), status, frameBox, results, safety, recordRow, left)
  root.append(panel)

  close.addEventListener('click', () => host.remove())
  run.addEventListener('click', async () => {
    run.disabled = true
    window.__fztvLiveCheckRunning = true
    results.replaceChildren()
    safety.replaceChildren()
    left.hidden = true
    recordRow.hidden = true
    frameBox.hidden = false
    frame.style.width = ''
    const check = new LiveCheckRun(project.check, frame, script, password.value, locale)
    status.textContent = t.checking(project.check.requirements.length)
    const all = await check.run((result) => results.append(resultItem(t, project.title, result)))
    const passed = all.filter((result) => result.verdict === 'passed').length
    const notYet = all.length - passed
    const requirementsLine = notYet === 0 ? t.allPassed(all.length) : t.somePassed(passed, all.length, notYet)
    status.textContent = `${requirementsLine} ${t.safetyChecking}`
    const report = await check.everyoneAndSafety()
    safety.replaceChildren(safetySection(t, report, new URL(script.src).origin, locale))
    status.textContent = `${requirementsLine} ${t.safetySummary(...safetyCounts(report))}`
    // The project page in the learner's language, where the line came from.
    const projectPage = localePath(featuredProjectPath(project.projectNumber), locale)
    record.href = `${new URL(script.src).origin}${projectPage}${liveCheckFragment({ passed, total: all.length, day: localDate(0) })}`
    recordRow.hidden = false
    const cleanup = project.check.requirements.findIndex((requirement) =>
      requirement.steps.some((step) => 'click' in step && step.near?.includes('TESTWORD')),
    )
    if (cleanup !== -1 && all[cleanup]?.verdict !== 'passed') {
      left.hidden = false
      left.textContent = t.leftBehind(check.testWord)
    }
    frameBox.hidden = true
    window.__fztvLiveCheckRunning = false
    run.disabled = false
  })
  document.body.append(host)
  return host
}
