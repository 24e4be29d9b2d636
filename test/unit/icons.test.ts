// The site's icons (renderer/components/icons/) draw what lucide-react's
// components of the same names drew, attribute for attribute: the drawings
// were taken from it, and tests and styles select its classes.
import { readdirSync } from 'node:fs'
import * as lucide from 'lucide-react'
import { createElement, type FunctionComponent } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import t from 'tap'

const folder = new URL('../../renderer/components/icons/', import.meta.url)
const iconFiles = readdirSync(folder).filter((file) => file.endsWith('.ts'))

t.test('every icon draws the markup lucide-react drew, with the props the site passes', async (t) => {
  t.ok(iconFiles.length > 10, 'the icons are found')
  for (const file of iconFiles) {
    const module: Record<string, FunctionComponent<object>> = await import(new URL(file, folder).href)
    for (const [name, ours] of Object.entries(module)) {
      const theirs = (lucide as unknown as Record<string, FunctionComponent<object> | undefined>)[name]
      t.ok(theirs, `${name} is a lucide-react icon`)
      if (!theirs) continue
      for (const props of [{ 'aria-hidden': true, size: 18 }, { className: 'icon-small', 'aria-hidden': true, size: 16 }, {}]) {
        t.equal(
          renderToStaticMarkup(createElement(ours, props)),
          renderToStaticMarkup(createElement(theirs, props)),
          `${name} ${JSON.stringify(props)}`,
        )
      }
    }
  }
})
