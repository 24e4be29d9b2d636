/**
 * The check script a learner adds to their featured project while testing it
 * ("Check my live app"), built into one classic script by
 * course/live-check/live-check-build.ts and served by this site at a
 * versioned address (server/routes/live-check.ts). It carries every featured
 * project's live check; the tag's data-project says which one to draw.
 *
 * The same file has two roles. In the app's page it draws the panel
 * (panel.ts). In the frame the check drives (the app's own page again) it
 * only sets up the learning projects' harness, which the panel's run then
 * calls across the frame (same origin): added there by the run, or already
 * there because the app's pages carry the tag.
 */
import type { LiveCheckProject, LiveCheckWording } from '../../../../course/checks/live-check-steps.ts'
import type { Locale } from '../../../../lib/i18n/locale.ts'
import { runSteps } from '../../project-checker/harness/steps.ts'
import type { AccessibilityProblem } from '../../safety-report/accessibility-words.ts'
import { drawPanel } from './panel.ts'
import { HARNESS_ROLE } from './run-live-check.ts'

declare const __LIVE_CHECK_PROJECTS__: LiveCheckProject[]
/** Each project's words in the other languages (course/live-check/live-check-build.ts): the steps are the English file's. */
declare const __LIVE_CHECK_WORDING__: Record<Exclude<Locale, 'en'>, LiveCheckWording[]>

/** The language of the course page the line came from: its data-lang (the Spanish pages write data-lang="es"), English otherwise. */
function localeOf(tag: HTMLScriptElement | null): Locale {
  const lang = tag?.dataset.lang
  return lang && Object.hasOwn(__LIVE_CHECK_WORDING__, lang) ? (lang as Locale) : 'en'
}

/** `project` in `locale`: its title, what it creates and its requirements' texts translated, its steps unchanged. */
function inLocale(project: LiveCheckProject, locale: Locale): LiveCheckProject {
  if (locale === 'en') return project
  const wording = __LIVE_CHECK_WORDING__[locale].find((candidate) => candidate.projectNumber === project.projectNumber)
  if (!wording) return project
  return {
    ...project,
    title: wording.title,
    check: {
      ...project.check,
      creates: wording.creates,
      requirements: project.check.requirements.map((requirement, index) => ({ ...requirement, ...wording.requirements[index] })),
    },
  }
}

declare global {
  interface Window {
    /** Set on the page whose panel is running a check: a copy of this script in its frame makes the harness only. */
    __fztvLiveCheckRunning?: boolean
    /** In the check's frame: axe's audit of the page there, for "Everyone and safety" (axe-core is set up only when it is called). */
    __fztvLiveAudit?: () => Promise<AccessibilityProblem[]>
  }
}

/** Whether this page is the frame a running check drives: its parent, of the same origin, says so. */
function inCheckFrame(): boolean {
  if (window === window.parent) return false
  try {
    return window.parent.__fztvLiveCheckRunning === true
  } catch {
    // A parent of another origin (Replit's Preview pane, a page that frames the app): this is the app's own page.
    return false
  }
}

function start(tag: HTMLScriptElement | null) {
  if (tag?.dataset.role === HARNESS_ROLE || inCheckFrame()) {
    window.__fztvHarness = { run: runSteps }
    window.__fztvLiveAudit = () => import('../../safety-report/axe-audit.ts').then(({ axeProblems }) => axeProblems())
    return
  }
  const src = tag?.src ?? ''
  if (src && new URL(src).origin === location.origin) {
    console.warn('From Zero to Vibe: the app check runs in your own app, not on the course site.')
    return
  }
  const number = Number(tag?.dataset.project)
  const project = __LIVE_CHECK_PROJECTS__.find((candidate) => candidate.projectNumber === number)
  if (!project) {
    console.warn(`From Zero to Vibe: no app check for data-project="${tag?.dataset.project ?? ''}".`)
    return
  }
  if (document.getElementById('from-zero-to-vibe-check')) return
  const locale = localeOf(tag)
  const show = () => drawPanel(inLocale(project, locale), { src, integrity: tag?.integrity ?? '' }, locale)
  if (document.body) show()
  else document.addEventListener('DOMContentLoaded', show, { once: true })
}

start(document.currentScript as HTMLScriptElement | null)
