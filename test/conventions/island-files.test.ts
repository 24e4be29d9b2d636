// Every island file (*.island.tsx) names its island after itself, once: the
// page delivery finds an island's module by its name (lib/island-markup.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { islandNameOf } from '../../lib/island-markup.ts'

t.test("every island file's default export is the island of that name", async (t) => {
  // Read as text, not imported: importing every part would count its whole
  // component as untested code in tap's coverage; test/e2e/islands.spec.ts
  // hydrates each one in a browser.
  const root = join(import.meta.dirname, '..', '..')
  const files = ['renderer', 'pages'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.island.tsx'))
      .map((file) => join(folder, file)),
  )
  t.ok(files.length >= 10, `${files.length} island files`)
  const names = new Set<string>()
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8')
    // (A lazy island's second argument is its loader: island.tsx, lazyIsland.)
    const exported = /^export default (?:island|lazyIsland)\('([^']+)', \w+(, \{.*\})?\)$/m.exec(source)?.[1]
    t.equal(exported, islandNameOf(file), `${file} exports island('${islandNameOf(file)}', ...) or lazyIsland as its default`)
    t.notOk(names.has(islandNameOf(file)), `${file}: its name is unique`)
    names.add(islandNameOf(file))
  }
})
