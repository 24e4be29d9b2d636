// The island wrapper (renderer/islands/island.tsx): on the server, inside a
// page render, it leaves a marked element with the part's name and props and
// collects the part; inside an island, or in the browser, it is the plain
// component. And every island file names its island after itself.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import t from 'tap'
import { IslandCollector, island, islandNameOf, islandPlaceholder, type RenderedIsland } from '../../renderer/islands/island.tsx'

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello, ${name}`)
}
const GreetingIsland = island('greeting', Greeting)

t.test('in a page render, an island is a marked element that holds its name, id and props, and is collected', async (t) => {
  const collected: RenderedIsland[] = []
  const html = renderToStaticMarkup(
    createElement(IslandCollector.Provider, { value: collected }, createElement(GreetingIsland, { name: 'Ada <3' })),
  )
  t.equal(
    html,
    `<vibe-island data-island="greeting" data-island-id="i0-" data-props="{&quot;name&quot;:&quot;Ada &lt;3&quot;}">${islandPlaceholder('i0-')}</vibe-island>`,
  )
  t.equal(collected.length, 1)
  t.same(collected[0]?.props, { name: 'Ada <3' })
  t.equal(collected[0]?.Component, Greeting, 'the part itself is collected, to be rendered as its own root')
})

t.test('islands of one page get distinct ids, in document order', async (t) => {
  const collected: RenderedIsland[] = []
  renderToStaticMarkup(
    createElement(
      IslandCollector.Provider,
      { value: collected },
      createElement(GreetingIsland, { name: 'one' }),
      createElement(GreetingIsland, { name: 'two' }),
    ),
  )
  t.same(
    collected.map((part) => part.id),
    ['i0-', 'i1-'],
  )
})

t.test('outside a page render (inside another island, or in the browser) the island is the plain component', async (t) => {
  t.equal(renderToStaticMarkup(createElement(GreetingIsland, { name: 'Grace' })), '<p>Hello, Grace</p>')
})

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
    const exported = /^export default island\('([^']+)', \w+\)$/m.exec(source)?.[1]
    t.equal(exported, islandNameOf(file), `${file} exports island('${islandNameOf(file)}', ...) as its default`)
    t.notOk(names.has(islandNameOf(file)), `${file}: its name is unique`)
    names.add(islandNameOf(file))
  }
})
