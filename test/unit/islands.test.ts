// The island wrapper (renderer/islands/island.tsx): on the server, inside a
// page render, it leaves a marked element with the part's name and props and
// collects the part; inside an island, or in the browser, it is the plain
// component. (That every island file names its island after itself is a
// convention: test/conventions/island-files.test.ts.)
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import t from 'tap'
import { islandPropsInHtml } from '../../pages/review/check-questions.ts'
import {
  IslandCollector,
  island,
  islandPlaceholder,
  lazyIsland,
  type RenderedIsland,
  useIslandHtml,
} from '../../renderer/islands/island.tsx'

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello, ${name}`)
}
const GreetingIsland = island('greeting', Greeting)

/** Writes the greeting island as HTML text, the way a lesson body writes its copy buttons, and hands it over. */
function WrittenGreeting({ name, onWritten }: { name: string; onWritten: (html: string) => void }) {
  onWritten(useIslandHtml()(GreetingIsland, { name }))
  return null
}

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

t.test('an island that shows stored things names, on its element, what makes it hydrate at load', async (t) => {
  const Stored = island('stored', Greeting, { hydrateAtLoadIf: ({ name }) => ({ storedIn: [`greeting-${name}`, 'theme'], global: 'fbq' }) })
  const html = renderToStaticMarkup(createElement(IslandCollector.Provider, { value: [] }, createElement(Stored, { name: 'ada' })))
  t.match(html, / data-load-if-stored="greeting-ada theme"/)
  t.match(html, / data-load-if-global="fbq"/)
  t.notMatch(
    renderToStaticMarkup(createElement(IslandCollector.Provider, { value: [] }, createElement(GreetingIsland, { name: 'x' }))),
    /data-load-if/,
  )
})

t.test('an island written into HTML text (a lesson body) is the same element as in JSX, and is collected', async (t) => {
  const collected: RenderedIsland[] = []
  let written = ''
  renderToStaticMarkup(
    createElement(
      IslandCollector.Provider,
      { value: collected },
      createElement(GreetingIsland, { name: 'Ada "<3"' }),
      createElement(WrittenGreeting, { name: 'Ada "<3"', onWritten: (html: string) => (written = html) }),
    ),
  )
  const jsx = renderToStaticMarkup(
    createElement(IslandCollector.Provider, { value: [] }, createElement(GreetingIsland, { name: 'Ada "<3"' })),
  )
  t.equal(written, jsx.replace('i0-', 'i1-').replace(islandPlaceholder('i0-'), islandPlaceholder('i1-')))
  t.same(
    collected.map((part) => part.id),
    ['i0-', 'i1-'],
  )
  let outside = 'unset'
  renderToStaticMarkup(createElement(WrittenGreeting, { name: 'x', onWritten: (html: string) => (outside = html) }))
  t.equal(outside, '', 'outside a page render there is nothing to hydrate it: nothing is written')
})

t.test("another page reads an island's props back from the HTML, written either way, and only that island's", async (t) => {
  const tricky = { name: 'Ada "<3" & \'friends\' > ü 🎉' }
  let written = ''
  const html = renderToStaticMarkup(
    createElement(
      IslandCollector.Provider,
      { value: [] },
      createElement(GreetingIsland, tricky),
      createElement(island('other', Greeting), { name: 'not this one' }),
      createElement(WrittenGreeting, { name: 'second', onWritten: (text: string) => (written = text) }),
    ),
  )
  t.same(islandPropsInHtml(html + written, 'greeting'), [tricky, { name: 'second' }])
  t.same(islandPropsInHtml(html, 'missing'), [])
})

t.test('outside a page render (inside another island, or in the browser) the island is the plain component', async (t) => {
  t.equal(renderToStaticMarkup(createElement(GreetingIsland, { name: 'Grace' })), '<p>Hello, Grace</p>')
})

t.test('a lazy island loads its code only when prepared, then renders it as the plain part would', async (t) => {
  let loads = 0
  const LazyGreeting = lazyIsland('lazy-greeting', async () => {
    loads += 1
    return Greeting
  })
  const collected: RenderedIsland[] = []
  const html = renderToStaticMarkup(
    createElement(IslandCollector.Provider, { value: collected }, createElement(LazyGreeting, { name: 'Ada' })),
  )
  t.match(html, /^<vibe-island data-island="lazy-greeting"/, 'in a page render, the same marked element as any island')
  t.equal(loads, 0, 'collecting it loads nothing')
  const [found] = collected
  t.ok(found?.prepare, 'collected with its loader')
  const Part = (found?.Component ?? (() => null)) as typeof Greeting
  t.throws(() => renderToStaticMarkup(createElement(Part, { name: 'Ada' })), /before its code was loaded/, 'never rendered unloaded')
  await found?.prepare?.()
  await found?.prepare?.()
  t.equal(loads, 1, 'loaded once')
  t.equal(renderToStaticMarkup(createElement(Part, { name: 'Ada' })), '<p>Hello, Ada</p>', 'then the part itself')
})
