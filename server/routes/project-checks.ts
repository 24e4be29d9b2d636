/**
 * GET /api/project-checks/<lesson>?v=<version>&lang=: one learning project's
 * checks (its requirements' machine checks and its "Change it"), for the
 * project a learner chooses in /playground: the page carries only the
 * projects' names and the checks' version (course/project-checks.ts,
 * course/project-checks-version.ts). Read once at start-up from the build, in
 * every language; an unknown project is a 404.
 *
 * The address with this build's version never changes answer, so browsers
 * keep it for a year; without it, or with an older deploy's (a page opened
 * before the deploy), the answer is this build's checks, asked again every
 * time: an hour's cache there kept a learner checking against old checks
 * after a deploy changed them.
 */
import type { FastifyInstance } from 'fastify'
import { type ProjectChecks, projectChecks, projectChecksFile } from '../../course/project-checks.ts'
import { projectChecksVersion } from '../../course/project-checks-version.ts'
import { type ApiError, apiPaths } from '../../lib/api.ts'
import { type Locale, locales } from '../../lib/i18n/locale.ts'
import { readContentOutput } from '../page-delivery/content-output.ts'
import { languageOf } from './search.ts'

/** The versioned address's answer never changes: a year, as the sandbox frame's (server/routes/playground-frame.ts). */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Any other (no version, or another build's): never kept without asking again. */
const UNVERSIONED = 'no-cache'

export default async function projectChecksRoutes(app: FastifyInstance, { dev }: { dev: boolean }) {
  const byLanguage = new Map<Locale, { version: string; projects: Map<string, ProjectChecks> }>()
  for (const locale of locales) {
    const projects = await readContentOutput(projectChecksFile(locale), dev, projectChecks, locale)
    byLanguage.set(locale, {
      version: projectChecksVersion(projects),
      projects: new Map(projects.map((project) => [project.lesson, project])),
    })
  }
  app.get<{ Params: { lesson: string }; Querystring: { v?: string } }>(`${apiPaths.projectChecks}/:lesson`, async (request, reply) => {
    const language = byLanguage.get(languageOf(request))
    const project = language?.projects.get(request.params.lesson)
    if (!project)
      return reply
        .code(404)
        .send({ error: 'Not Found', message: `No learning project with checks is called ${request.params.lesson}.` } satisfies ApiError)
    reply.header('cache-control', request.query.v === language?.version ? IMMUTABLE : UNVERSIONED)
    return project satisfies ProjectChecks
  })
}
