/**
 * The tuning part of Unstuck's corpus of real pastes (test/fixtures/stuck-corpus/tuning/, its README says where
 * each paste comes from), as the neighbours whose votes rank the causes (course/search/stuck-neighbours.ts): each
 * paste's text, its keys taken out, and the problem its thread's answer names. Only the tuning part: the held-out
 * part measures Unstuck, so it must never be among what Unstuck knows. The build writes them into the Unstuck
 * catalogue (course/vite-plugin.ts), which the server reads once at start-up; development reads them here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { redactSecrets } from '../../lib/redact-secrets.ts'
import type { LabelledPaste } from './stuck-match.ts'

const TUNING = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'stuck-corpus', 'tuning')

/** Every labelled paste of the tuning part, keys removed (a paste not yet labelled votes for nothing, so it is left out). */
export function readStuckPastes(): LabelledPaste[] {
  return readdirSync(TUNING)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .flatMap((file) => parse(readFileSync(join(TUNING, file), 'utf8')) as { text: string; problem?: string }[])
    .flatMap(({ text, problem }) => (problem === undefined ? [] : [{ problem, text: redactSecrets(text).text }]))
}
