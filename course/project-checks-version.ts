/**
 * The version of one language's learning-project checks, as the playground
 * asks for them (GET /api/project-checks/<lesson>?v=<version>): a hash of the
 * checks themselves, as the sandbox frame's address carries a hash of its
 * document. The page gets it with its data, the server makes it from what it
 * serves, so a versioned answer never changes and browsers keep it for a
 * year; a deploy that changes a check changes the version, and the page asks
 * for the new one. Node only (the page's data hook and the server), never in
 * the browser's bundle.
 */
import { createHash } from 'node:crypto'
import type { ProjectChecks } from './project-checks.ts'

/** The first 16 hex digits of the sha256 of the checks as served (JSON). */
export function projectChecksVersion(projects: readonly ProjectChecks[]): string {
  return createHash('sha256').update(JSON.stringify(projects)).digest('hex').slice(0, 16)
}
