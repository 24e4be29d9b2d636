// Tests post to the site's forms through one helper (test/helpers/post.ts), so
// what a real post carries (its form token, a browser's headers) is written
// once: a test file that builds its own post from the token helpers is
// a second copy that drifts.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import t from 'tap'

const testDir = join(import.meta.dirname, '..')

function* testFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory() && !['helpers', 'fixtures'].includes(entry.name)) yield* testFiles(path)
    else if (entry.isFile() && /\.(ts|mjs)$/.test(entry.name)) yield path
  }
}

t.test('no test file outside test/helpers adds a form token to a post by hand', async (t) => {
  const handMade = [...testFiles(testDir)]
    .filter((file) =>
      /import \{[^}]*\b(?:withFormToken|formWithFormToken)\b[^}]*\} from '[./]*helpers\/forms\.ts'/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => relative(testDir, file))
  t.same(handMade, [], 'post with postJson, postForm or fetchPostJson from test/helpers/post.ts')
})
