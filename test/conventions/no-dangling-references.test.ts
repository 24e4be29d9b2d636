// Code, tests and docs explain themselves: no reference a reader cannot follow.
// A ticket number ('issue 22', '#20'), a work period ('Sessions 16 and 17') or a
// folder on one developer's machine says where something came from, not why it
// is so; the git history keeps the story, and a comment gives the reason instead.
// Commit hashes, URL anchors (#8-support-staff), HTML character references
// (&#169;) and CSS colours (#000) are not references and pass.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'

const root = join(import.meta.dirname, '..', '..')

const DANGLING = [
  { kind: 'a ticket number', pattern: /\b[Ii]ssues? #?\d+/g },
  { kind: 'a ticket number', pattern: /(?<![&\w])#\d{1,4}(?![\w-])/g },
  { kind: 'a work period', pattern: /\b[Ss]essions? \d+/g },
  // Replit's own /home/runner/... is no one's machine: learners meet it in the error messages lessons quote.
  { kind: 'a folder outside the repository', pattern: /(?<![\w.])\/(?:work|Users|mnt|home(?!\/runner\/))\/[\w.-]/g },
]

/** A hex colour (#000, #999999) on a line that styles something is a colour, not a ticket. */
const isColour = (match: string, line: string) =>
  /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.test(match) && /color|background|border|shadow|fill|stroke|outline|style/i.test(line)

/** Every dangling reference in a text, as 'line: match (kind)'. */
function danglingReferences(text: string): string[] {
  const found: string[] = []
  for (const [index, line] of text.split('\n').entries()) {
    for (const { kind, pattern } of DANGLING) {
      for (const [match] of line.matchAll(pattern)) if (!isColour(match, line)) found.push(`${index + 1}: ${match} (${kind})`)
    }
  }
  return found
}

t.test('the scanner finds each kind of reference and lets the look-alikes pass', async (t) => {
  const invented = ['see issue 7', 'the Issue #31 fix', 'fixed in #42.', 'Sessions 3 and 4', '/home/ada/notes.md', 'in /work/x/FORMAT.md']
  for (const line of invented) t.not(danglingReferences(line).length, 0, line)
  const fine = [
    'commit ab724e9',
    'docs/deploy.md#8-support-staff',
    '&#169; 2026',
    "fillStyle = '#000'",
    'box-shadow: 0 0 0 1px #999;',
    'an issue with the app',
    'Require stack: /home/runner/workspace/server/index.js',
  ]
  for (const line of fine) t.same(danglingReferences(line), [], line)
})

t.test('no tracked file cites a ticket, a work period or a folder outside the repository', async (t) => {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && file !== 'package-lock.json' && !/\.(png|jpe?g|webp|ico|woff2?|db)$/.test(file))
    // Unstuck's corpus holds pastes copied as their posters wrote them, their own folders and ticket numbers included.
    .filter((file) => !file.startsWith('stuck-corpus/') && !file.startsWith('test/fixtures/stuck-corpus/'))
  for (const file of files) {
    let text: string
    try {
      text = readFileSync(join(root, file), 'utf8')
    } catch {
      continue // listed by git but deleted in the work tree
    }
    const found = file === 'test/conventions/no-dangling-references.test.ts' ? [] : danglingReferences(text)
    t.same(found, [], file)
  }
})
