/**
 * GET /api/project-checks/<lesson>?lang=: one learning project's checks (its
 * requirements' machine checks and its "Change it"), for the project a
 * learner chooses in /playground: the page carries only the projects' names
 * (course/project-checks.ts). Read once at start-up from the build, in every
 * language; an unknown project is a 404.
 */
import type { FastifyInstance } from 'fastify'
import { type ProjectChecks, projectChecks, projectChecksFile } from '../../course/project-checks.ts'
import { type ApiError, apiPaths } from '../../lib/api.ts'
import { type Locale, locales } from '../../lib/i18n/locale.ts'
import { readContentOutput } from '../page-delivery/content-output.ts'
import { languageOf } from './search.ts'

/** They change only with a deploy. */
const CACHE = 'public, max-age=3600'

export default async function projectChecksRoutes(app: FastifyInstance, { dev }: { dev: boolean }) {
  const byLanguage = new Map<Locale, Map<string, ProjectChecks>>()
  for (const locale of locales) {
    const projects = await readContentOutput(projectChecksFile(locale), dev, projectChecks, locale)
    byLanguage.set(locale, new Map(projects.map((project) => [project.lesson, project])))
  }
  app.get<{ Params: { lesson: string } }>(`${apiPaths.projectChecks}/:lesson`, async (request, reply) => {
    const project = byLanguage.get(languageOf(request))?.get(request.params.lesson)
    if (!project)
      return reply
        .code(404)
        .send({ error: 'Not Found', message: `No learning project with checks is called ${request.params.lesson}.` } satisfies ApiError)
    reply.header('cache-control', CACHE)
    return project satisfies ProjectChecks
  })
}
