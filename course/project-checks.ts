/**
 * The learning projects a learner may check their /playground app as, with
 * each one's checks (its requirements' machine checks and its "Change it"),
 * made from the content. The playground's page carries only their names: the
 * checks of the project chosen there load then, from
 * GET /api/project-checks/<lesson>?v=<version> (server/routes/project-checks.ts),
 * which reads the build's project-checks.<locale>.json (course/vite-plugin.ts).
 */
import { apiPaths, type BodyReader, languageParameter } from '../lib/api.ts'
import { defaultLocale, type Locale } from '../lib/i18n/locale.ts'
import type { PageContent } from './load.ts'

/** The build's file of one language's project checks, in dist/server/. */
export const projectChecksFile = (locale: Locale) => `project-checks.${locale}.json`

/** The learning projects that have machine checks, as the checker takes them (CheckProjectProps). */
export function projectChecks({ learningProjects }: Pick<PageContent, 'learningProjects'>) {
  return learningProjects
    .filter((project) => project.checks.length > 0)
    .map((project) => ({
      // The project page's own key (pages/project/+Page.tsx): answers and completion count for the same project.
      lesson: `project${project.id}`,
      projectTitle: project.title,
      checks: project.checks,
      change: { ...project.change, ownPrompt: project.ownPrompt === true },
    }))
}

/** One learning project's checks, as GET /api/project-checks/<lesson> answers them. */
export type ProjectChecks = ReturnType<typeof projectChecks>[number]

/**
 * The checks of learning project `lesson` ('project3'), in the page's language, at `version`
 * (course/project-checks-version.ts): the address of one deploy's checks, which never changes answer.
 */
export function projectChecksApiUrl(lesson: string, version: string, locale: Locale = defaultLocale): string {
  return `${apiPaths.projectChecks}/${encodeURIComponent(lesson)}?v=${encodeURIComponent(version)}${languageParameter(locale)}`
}

/** A learning project's checks: refused without its requirements, which the checker runs. */
export const readProjectChecks: BodyReader<ProjectChecks> = (body) =>
  typeof body.lesson === 'string' && typeof body.projectTitle === 'string' && Array.isArray(body.checks)
    ? (body as unknown as ProjectChecks)
    : null
