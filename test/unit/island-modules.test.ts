// The modules a page's islands need (server/page-delivery/island-modules.ts),
// from a build manifest: the hydrating code and each island's module, each
// with what it imports, never what the entry has already loaded.
import t from 'tap'
import type { BuildManifest } from '../../server/page-delivery/build-manifest.ts'
import { islandModuleLister } from '../../server/page-delivery/island-modules.ts'

const manifest: BuildManifest = {
  'renderer/+client.ts': { file: 'assets/entries/client.js', imports: ['_runtime.js'], dynamicImports: ['_hydrate.js'] },
  '_runtime.js': { file: 'assets/chunks/runtime.js' },
  '_hydrate.js': { file: 'assets/chunks/hydrate.js', imports: ['_runtime.js', 'renderer/+client.ts', '_react.js'] },
  '_react.js': { file: 'assets/chunks/react.js' },
  '_icons.js': { file: 'assets/chunks/icons.js', imports: ['_react.js'] },
  'renderer/frame/header.island.tsx': {
    file: 'assets/chunks/header.js',
    imports: ['_icons.js', '_hydrate.js'],
    dynamicImports: ['lib/i18n/messages/en/header.ts', 'lib/i18n/messages/es/header.ts'],
  },
  'lib/i18n/messages/en/header.ts': { file: 'assets/chunks/header-en.js' },
  'lib/i18n/messages/es/header.ts': { file: 'assets/chunks/header-es.js', imports: ['_plural.js'] },
  '_plural.js': { file: 'assets/chunks/plural.js' },
  'pages/review/review-questions.island.tsx': { file: 'assets/chunks/review.js', imports: ['_hydrate.js'] },
}

t.test('a page lists the hydrating code and its islands’ modules with their imports, once each, never the entry’s', async (t) => {
  const list = islandModuleLister(manifest)
  t.same(list(['header']), [
    '/assets/chunks/hydrate.js',
    '/assets/chunks/react.js',
    '/assets/chunks/header.js',
    '/assets/chunks/icons.js',
    '/assets/chunks/header-en.js',
  ])
  t.same(list(['header', 'review-questions', 'header']), [
    '/assets/chunks/hydrate.js',
    '/assets/chunks/react.js',
    '/assets/chunks/header.js',
    '/assets/chunks/icons.js',
    '/assets/chunks/review.js',
    '/assets/chunks/header-en.js',
  ])
})

t.test("a page lists its own language's messages, never another's", async (t) => {
  const list = islandModuleLister(manifest)
  const spanish = list(['header'], 'es')
  t.ok(
    spanish.includes('/assets/chunks/header-es.js') && spanish.includes('/assets/chunks/plural.js'),
    'the Spanish words, with what they import',
  )
  t.notOk(spanish.includes('/assets/chunks/header-en.js'), 'not the English')
})

t.test('a page without islands needs no module', async (t) => {
  t.same(islandModuleLister(manifest)([]), [])
})

t.test('a build whose entry imports no hydrating code is refused at start-up', async (t) => {
  const { '_hydrate.js': _hydrate, ...rest } = manifest
  t.throws(() => islandModuleLister({ ...rest, 'renderer/+client.ts': { file: 'assets/entries/client.js' } }), /imports the hydrating code/)
})
