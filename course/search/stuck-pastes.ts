/**
 * The tuning part of Unstuck's corpus of real pastes (stuck-corpus/tuning/, its README says where each paste comes
 * from), as the neighbours whose votes rank the causes (course/search/stuck-neighbours.ts): each paste's text, its
 * keys taken out, and the problem its thread's answer names. Only the tuning part: the held-out part measures
 * Unstuck, so it must never be among what Unstuck knows, and it lives apart (test/fixtures/stuck-corpus/held-out/),
 * outside everything the build and the server read. The pastes hold no language's words of the site, so the build
 * writes them once (dist/server/stuck-pastes.json, course/vite-plugin.ts) for every language's Unstuck, and the
 * server reads and indexes them once, for the first paste (server/plugins/search.ts); development reads them here,
 * the only place the server needs a YAML parser.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { redactSecrets } from '../../lib/redact-secrets.ts'
import type { LabelledPaste } from './stuck-match.ts'

/** The corpus's tuning part, beside the content folder `contentRoot` (the project's, or a test's copy of the project). */
export function stuckTuningFolder(contentRoot: string): string {
  return join(contentRoot, '..', 'stuck-corpus', 'tuning')
}

/** Every labelled paste of the tuning part, keys removed (a paste not yet labelled votes for nothing, so it is left out). */
export function readStuckPastes(contentRoot: string): LabelledPaste[] {
  const folder = stuckTuningFolder(contentRoot)
  return readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .flatMap((file) => parse(readFileSync(join(folder, file), 'utf8')) as { text: string; problem?: string }[])
    .flatMap(({ text, problem }) => (problem === undefined ? [] : [{ problem, text: redactSecrets(text).text }]))
}
