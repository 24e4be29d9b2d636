// The corpus's split is a rule, not a choice made per paste (stuck-corpus/README.md):
// an entry moved to the other side to flatter a figure fails here.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { parse } from 'yaml'
import { contentRoot } from '../../course/content-root.ts'
import { stuckTuningFolder } from '../../course/search/stuck-pastes.ts'

const PARTS = ['tuning', 'held-out'] as const
/** The tuning part beside the content, where the build reads it; the held-out part among the fixtures, read by no build. */
const FOLDERS: Record<(typeof PARTS)[number], string> = {
  tuning: stuckTuningFolder(contentRoot),
  'held-out': join(import.meta.dirname, '..', 'fixtures', 'stuck-corpus', 'held-out'),
}
/** The catalogue's slugs: content/problems/N-slug.md. */
const slugs = new Set(
  readdirSync(join(import.meta.dirname, '..', '..', 'content', 'problems')).map((file) => file.replace(/^\d+-/, '').replace(/\.md$/, '')),
)

interface Entry {
  id: string
  kind: 'error' | 'symptom'
  source: string
  text: string
  answer: string
  /** The catalogue's problem the answer names, or 'none'. */
  problem?: string
}

/**
 * The last id of each file when the first gathering was labelled. Tuning entries up to it are all labelled;
 * pastes gathered later wait for their label (tuners label tuning, an independent labeller held-out), so,
 * like held-out ones, they may arrive without `problem`, and any label they do carry must be valid.
 */
const labelledThrough: Record<string, number> = { build: 100, server: 125, data: 95, replit: 118 }

function awaitsLabel(id: string): boolean {
  const [, prefix = '', number = '0'] = /^([a-z]+)-(\d+)$/.exec(id) ?? []
  return Number(number) > (labelledThrough[prefix] ?? Number.POSITIVE_INFINITY)
}

function partOf(source: string): (typeof PARTS)[number] {
  return createHash('sha256').update(source).digest().readUInt32BE(0) % 10 < 3 ? 'held-out' : 'tuning'
}

const ids = new Set<string>()
const texts = new Set<string>()
for (const part of PARTS) {
  for (const file of readdirSync(FOLDERS[part])) {
    const entries = parse(readFileSync(join(FOLDERS[part], file), 'utf8')) as Entry[]
    t.test(`${part}/${file}`, async (t) => {
      for (const entry of entries) {
        t.equal(partOf(entry.source), part, `${entry.id} is on the side its source puts it`)
        t.notOk(ids.has(entry.id), `${entry.id} is used once`)
        t.notOk(texts.has(entry.text.trim()), `${entry.id}'s text appears once`)
        t.ok(['error', 'symptom'].includes(entry.kind), `${entry.id} has a kind`)
        t.match(entry.source, /^https:\/\//, `${entry.id} has a source address`)
        t.ok(entry.answer.length > 20, `${entry.id} says the cause its thread gives`)
        // Held-out labels are written apart from the tuning, so they may come later; tuning ones are all there
        // except for pastes gathered after the first labelling.
        if ((part === 'tuning' && !awaitsLabel(entry.id)) || entry.problem !== undefined) {
          t.ok(entry.problem === 'none' || slugs.has(entry.problem ?? ''), `${entry.id} names a problem of the catalogue, or none`)
        }
        ids.add(entry.id)
        texts.add(entry.text.trim())
      }
    })
  }
}

t.test('the corpus is as large as the measurement needs', async (t) => {
  t.ok(ids.size >= 380, `${ids.size} pastes`)
})
