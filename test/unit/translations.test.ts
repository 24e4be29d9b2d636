// Translations keyed by the English (course/translations.ts): a translation is
// served only while translated-from.yaml records the hash of the English as it
// is; an edited English makes it stale (the English is served, with a notice),
// a file with no translation is missing; a translation that changes more than
// the text fails naming the file. In a copy of the course, as the rename
// tests do. Also: the addresses of a Spanish page (lib/i18n/localized-urls.ts)
// and the Spanish search's words (course/search/spanish-words.ts).
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'
import { readCourseFiles } from '../../course/load.ts'
import { indexPassages, SiteSearch } from '../../course/search/search-index.ts'
import { spanishTerm } from '../../course/search/spanish-words.ts'
import { englishHash, structureDifference, translationsOf } from '../../course/translations.ts'
import { localePath } from '../../lib/i18n/locale.ts'
import { localeUrl, localiseLinks, splitLocale } from '../../lib/i18n/localized-urls.ts'

const PROBLEM = '1-blank-preview.md'
const SPANISH_PROBLEMS = join('translations', 'es', 'problems')

/** A copy of content/ with a Spanish translation of PROBLEM stamped with its English's hash (whatever translations content/ has). */
function courseCopy(t: { teardown: (fn: () => void) => void }) {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-translations-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const root = join(dir, 'content')
  cpSync(contentRoot, root, { recursive: true })
  return root
}

const problemIn = (root: string, slug: string) =>
  readCourseFiles('problems', root, undefined, translationsOf(root, 'es')).find((file) => file.slug === slug)

t.test('a current translation is served; an edited English makes it stale and the English is served; no translation is missing', (t) => {
  const root = courseCopy(t)
  const fresh = problemIn(root, 'blank-preview')
  t.equal(fresh?.translation, 'translated')
  t.match(fresh?.meta.title, /está en blanco/, 'the Spanish title')
  t.ok(fresh?.meta.matches.includes('la vista previa está en blanco'), 'its Spanish phrasings')
  t.equal(
    problemIn(root, 'nan')?.translation,
    readFileSync(join(root, SPANISH_PROBLEMS, 'translated-from.yaml'), 'utf8').includes('10-nan.md') ? 'translated' : 'missing',
  )

  appendFileSync(join(root, 'problems', PROBLEM), '\nA sentence the translation does not have yet.\n')
  const stale = problemIn(root, 'blank-preview')
  t.equal(stale?.translation, 'stale', 'the English changed: the translation is no longer served')
  t.match(stale?.meta.title, /The .* is blank/, 'the English is, until the translation is updated')
  t.match(stale?.markdown, /A sentence the translation does not have yet/)

  // A problem with no record in translated-from.yaml (however many the translators have done) is missing.
  const record = join(root, SPANISH_PROBLEMS, 'translated-from.yaml')
  writeFileSync(record, readFileSync(record, 'utf8').replace(/^10-nan\.md: .*$/m, ''))
  const untranslated = readCourseFiles('problems', root, undefined, translationsOf(root, 'es')).filter(
    (file) => file.translation === 'missing',
  )
  t.ok(untranslated.length > 0, 'problems with no translation are missing')
  t.ok(
    untranslated.every((file) => /^[\x20-\x7e]/.test(file.meta.title)),
    'and served in English',
  )
  t.end()
})

t.test('the hash is the first 16 hex digits of the sha256 of the English file, as docs/translating.md tells translators', (t) => {
  const english = readFileSync(join(contentRoot, 'problems', PROBLEM), 'utf8')
  t.match(englishHash(english), /^[0-9a-f]{16}$/)
  t.equal(translationsOf(contentRoot, 'en').source(`problems/${PROBLEM}`).status, 'original', 'English reads the English')
  t.end()
})

t.test('a translation that changes more than the text fails the load naming its file', (t) => {
  const root = courseCopy(t)
  const path = join(root, SPANISH_PROBLEMS, PROBLEM)
  const translated = readFileSync(path, 'utf8')
  writeFileSync(path, translated.replace(/^lesson: .*$/m, 'lesson: /section3'))
  t.throws(() => problemIn(root, 'blank-preview'), {
    name: 'ContentError',
    message: /translations\/es\/problems\/1-blank-preview\.md: does not match the English it translates: lesson: must stay/,
  })
  const actions = translated.indexOf('  actions:\n')
  const lastAction = translated.indexOf('\n  role:', actions)
  const withoutLast = translated.slice(0, translated.lastIndexOf('\n    - ', lastAction)) + translated.slice(lastAction)
  writeFileSync(path, withoutLast)
  t.throws(() => problemIn(root, 'blank-preview'), { message: /fix\.actions: 3 items in the English, 2 here/ }, 'a list item left out')
  writeFileSync(path, translated)
  writeFileSync(
    join(root, SPANISH_PROBLEMS, 'translated-from.yaml'),
    `${readFileSync(join(root, SPANISH_PROBLEMS, 'translated-from.yaml'), 'utf8')}999-gone.md: 0123456789abcdef\n`,
  )
  t.throws(() => problemIn(root, 'blank-preview'), { message: /records 999-gone\.md, which content\/problems\/ does not have/ })
  t.end()
})

t.test('structureDifference: text may change; keys, lengths, numbers and kept fields may not', (t) => {
  t.equal(structureDifference({ id: 'a', title: 'Hello', n: 1 }, { id: 'a', title: 'Hola', n: 1 }), undefined)
  t.match(structureDifference({ id: 'a' }, { id: 'b' }), /^id: must stay/)
  t.match(structureDifference({ n: 1 }, { n: 2 }), /^n: 1 in the English, 2 here/)
  t.match(structureDifference({ list: [1, 2] }, { list: [1] }), /list: 2 items/)
  t.equal(
    structureDifference({ matches: ['a', 'b'] }, { matches: ['x', 'y', 'z'] }),
    undefined,
    "a problem's phrasings may be more or fewer",
  )
  t.match(structureDifference({ a: 'x' }, { b: 'x' }), /keys a in the English, b here/)
  t.end()
})

t.test("a Spanish page's addresses: its prefix, split and kept on its links", (t) => {
  t.same(splitLocale('/es/section1'), { locale: 'es', path: '/section1' })
  t.same(splitLocale('/es'), { locale: 'es', path: '/' })
  t.same(splitLocale('/section1'), { locale: 'en', path: '/section1' })
  t.same(splitLocale('/essay'), { locale: 'en', path: '/essay' }, 'a path that only starts with the letters is English')
  t.equal(localePath('/', 'es'), '/es')
  t.equal(localeUrl('/stuck?problem=nan#x', 'es'), '/es/stuck?problem=nan#x')
  const html =
    '<a href="/guide">G</a><a href="/section4#step-2">S</a><form action="/search"></form><a href="/og-image.jpg">i</a>' +
    '<a href="/api/search?q=x">a</a><a href="https://example.com/x">e</a><a href="/es/glossary">g</a>' +
    '<a hrefLang="en" href="/guide" lang="en">English</a><vibe-island data-props="{&quot;href&quot;:&quot;/project2&quot;}"></vibe-island>'
  const spanish = localiseLinks(html, 'es')
  t.match(spanish, 'href="/es/guide"')
  t.match(spanish, 'href="/es/section4#step-2"')
  t.match(spanish, 'action="/es/search"')
  t.match(spanish, 'href="/og-image.jpg"', 'files keep their address')
  t.match(spanish, 'href="/api/search?q=x"', 'so does the API')
  t.match(spanish, 'href="https://example.com/x"', 'and other sites')
  t.notMatch(spanish, '/es/es/', 'a Spanish address is not prefixed twice')
  t.match(spanish, 'hrefLang="en" href="/guide"', 'the link to the English page stays English')
  t.match(spanish, '&quot;href&quot;:&quot;/es/project2&quot;', "an island's links too")
  t.equal(localiseLinks(html, 'en'), html, 'English pages are as written')
  t.end()
})

t.test('the Spanish search reads words by their stems, without stop words or accents', (t) => {
  t.equal(spanishTerm('pantallas'), spanishTerm('pantalla'))
  t.equal(spanishTerm('Página'), spanishTerm('pagina'))
  t.equal(spanishTerm('la'), null, 'a stop word counts for nothing')
  t.not(spanishTerm('no'), null, '"no" means something in "no carga"')
  const search = new SiteSearch(
    indexPassages(
      [
        {
          id: '/a',
          path: '/a',
          type: 'section',
          pageTitle: 'Publicar tu aplicación',
          title: 'Publicar tu aplicación',
          heading: '',
          text: 'Cómo publicar una aplicación web en internet.',
        },
        {
          id: '/b',
          path: '/b',
          type: 'section',
          pageTitle: 'Errores comunes',
          title: 'Errores comunes',
          heading: '',
          text: 'Cannot read properties of undefined aparece en la consola cuando las pantallas quedan en blanco.',
        },
      ],
      'es',
    ),
    'es',
  )
  t.equal(search.search('publicando aplicaciones')[0]?.href, '/a', 'another form of the same words')
  t.equal(search.search('pantalla en blanco')[0]?.href, '/b')
  t.equal(search.search('Cannot read properties of undefined')[0]?.href, '/b', 'an English error text still finds its page')
  t.end()
})
