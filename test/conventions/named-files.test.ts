// No comment or doc names a file that is gone: a reader who follows
// 'see server/forms/spam-traps.ts' finds it. A path from the repository's root
// (server/..., docs/...) must exist as written; a bare name of our code
// (island.tsx, load.ts) must be some file's name. Patterns and
// placeholders ('*.island.tsx', 'content/sections/NN-slug.md'), build output
// (the dist folder) and the .js files of learners' apps are not files of ours and pass.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import t from 'tap'

const root = join(import.meta.dirname, '..', '..')

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(join(root, file)))
const known = new Set(files)
const folders = new Set(
  files.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
  ),
)
const names = new Set(files.map((file) => basename(file)))

/** A file name in text: 'server/forms/spam-traps.ts', 'island.tsx', 'docs/testing.md'. */
const FILE_NAME = /(?<![\w./@-])((?:[\w.+@-]+\/)*[\w.+@-]+\.(?:tsx?|mjs|js|css|md|ya?ml|json|jsonc|svg|prisma|sql))(?![\w/-])/g

/** A pattern or a placeholder, not a file: '.island.tsx', '-schema.ts', 'N-slug.md', '3-...md', '2-x.md'. */
const PLACEHOLDER = /^[.+-]|\bN+-slug\b|\.\.\.|\/\d+-x\./

/** Whether a name in a comment is one of the repository's files or folders, or not ours to check. */
function exists(name: string): boolean {
  if (PLACEHOLDER.test(name)) return true
  if (name.includes('/')) {
    const top = name.split('/')[0] as string
    // Paths from elsewhere (a package's own files, a host's URL) and build output are not checked.
    if (!folders.has(top) || top === 'dist' || top === 'node_modules') return true
    return known.has(name) || folders.has(name)
  }
  // A bare name of our code; the .js files that lessons and tests name are learners' apps.
  return !/\.(tsx?|mjs)$/.test(name) || names.has(name)
}

/** The text of a file's comments, line by line (a doc is all comment); other lines are empty. */
function commentLines(file: string, text: string): string[] {
  if (file.endsWith('.md')) return text.split('\n')
  return text.split('\n').map((line) => /(?:\/\/|\/\*|^\s*\*)(.*)$/.exec(line)?.[1] ?? '')
}

/** Every name in `file`'s comments that is not a file, as 'file:line: name'. */
function goneNames(file: string, text: string): string[] {
  return commentLines(file, text).flatMap((line, index) =>
    [...line.matchAll(FILE_NAME)].flatMap(([, name]) => (exists(name as string) ? [] : [`${file}:${index + 1}: ${name}`])),
  )
}

t.test('no comment in the code, and no doc, names a file that is gone', async (t) => {
  const read = files.filter(
    (file) =>
      // This file's own examples name files that are gone on purpose.
      (/\.(ts|tsx|mjs|js|css)$/.test(file) && !/^(test\/fixtures|public)\/|\/generated\/|named-files\.test\.ts$/.test(file)) ||
      (file.endsWith('.md') && !/^(content|test\/fixtures)\//.test(file)),
  )
  t.ok(read.length > 300, `${read.length} files read`)
  t.same(
    read.flatMap((file) => goneNames(file, readFileSync(join(root, file), 'utf8'))),
    [],
    'name the file as it is now, or say what it did',
  )
})

t.test('the check finds a renamed file and a moved one, and lets patterns, placeholders and learners’ files pass', async (t) => {
  const text = [
    '// The badge comes from themeScript.ts (see server/forms/spam-trap.ts).',
    '/** Each *.island.tsx, content/sections/NN-slug.md, a learner’s app.js. */',
    "const sample = 'server/no-such-file.ts'",
  ].join('\n')
  t.same(goneNames('x.ts', text), ['x.ts:1: themeScript.ts', 'x.ts:1: server/forms/spam-trap.ts'])
})
