// What the project checker says about a learner's markup and misspelt names:
// html-validate run with the checker's own rules (in Node, with the real Ajv,
// so a mistake in that configuration fails here: the browser build leaves its
// schema checks out), the mistakes told with their line in plain words, and
// the closest real name for a misspelt one.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { checkerRun as en } from '../../lib/i18n/messages/en/checker-run.ts'
import { checkerRun as es } from '../../lib/i18n/messages/es/checker-run.ts'
import { errorFixPrompt, likelySpelling } from '../../renderer/features/project-checker/app-errors.ts'
import { closestName, editDistance, nameInError, namesOn } from '../../renderer/features/project-checker/closest-name.ts'
import { ownImages } from '../../renderer/features/project-checker/learner-files.ts'
import { checkMarkup } from '../../renderer/features/project-checker/markup/markup-check.ts'
import { MOST_MARKUP_FINDINGS, markupFixPrompt, openQuotes } from '../../renderer/features/project-checker/markup/markup-words.ts'

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'projects')
const read = (project: string, name: string, file: string) => {
  try {
    return readFileSync(join(FIXTURES, project, name, file), 'utf8')
  } catch {
    return ''
  }
}

t.test('a quote left open is named where it starts, not where the browser finds its end', async (t) => {
  const html = read('1', 'markup-missing-quote', 'index.html')
  const findings = await checkMarkup(html, en)
  t.equal(findings.length, 1)
  t.equal(findings[0]?.line, 14)
  t.match(findings[0]?.words, /quote that starts class="tagline is never closed on this line.*next quote, on line 16/)
  t.equal(findings[0]?.excerpt, '<p class="tagline>This is my first web page, made with AI on Replit.</p>')
  t.strictSame(
    openQuotes('<p title="a > b">x</p><script>const s = "<b>"</script><!-- "<i>" -->'),
    [],
    'a > alone, scripts and comments are no open quote',
  )
  t.match(openQuotes('<p>\n<a href="x>y</a>')[0], { line: 2, endLine: undefined, attribute: 'href' })
})

t.test('an unclosed heading is named at its line, and what it swallowed is not blamed on its own', async (t) => {
  const findings = await checkMarkup(read('1', 'markup-unclosed-heading', 'index.html'), en)
  t.strictSame(
    findings.map((finding) => finding.line),
    [12],
  )
  t.match(findings[0]?.words, /The <h1> that starts here is never closed \(no <\/h1>\)/)
  const prompt = markupFixPrompt(en, 'Hello World Web Page', findings)
  t.match(prompt, /^Context: My "Hello World Web Page" app/)
  t.match(prompt, /Examples: An HTML checker found this mistake in index\.html: line 12, "<h1>Hello from Sam!": The <h1>/)
  t.match(prompt, /Actions: Fix these markup mistakes in index\.html/)
})

t.test('other mistakes in plain words, a misspelt tag with its right name, at most a few at once', async (t) => {
  const findings = await checkMarkup(
    '<!DOCTYPE html>\n<html lang="en">\n<body>\n<buton id="a">x</buton>\n<div id="a"></div>\n<h2>x</h3>\n<p class="a" class="b">y</p>\n</body>\n</html>',
    en,
  )
  t.equal(findings.length, MOST_MARKUP_FINDINGS)
  t.match(findings[0], { line: 4, words: '<buton> is not an HTML tag: did you mean <button>?' })
  t.match(findings[1], { line: 5, words: /Two elements have the id "a"/ })
  t.equal(findings[2]?.line, 6)
  t.strictSame(await checkMarkup('  ', en), [])
})

t.test('in Spanish: the same findings told in Spanish, and the prompt with them', async (t) => {
  const quote = await checkMarkup(read('1', 'markup-missing-quote', 'index.html'), es)
  t.match(quote[0]?.words, /Las comillas que empiezan en class="tagline no se cierran en esta línea.*siguientes comillas, en la línea 16,/)
  const heading = await checkMarkup(read('1', 'markup-unclosed-heading', 'index.html'), es)
  t.match(heading[0]?.words, /El <h1> que empieza aquí nunca se cierra \(no hay <\/h1>\)/)
  const typo = await checkMarkup('<!DOCTYPE html>\n<html lang="es">\n<body>\n<buton>x</buton>\n</body>\n</html>', es)
  t.equal(typo[0]?.words, '<buton> no es una etiqueta de HTML: ¿quisiste decir <button>?')
  const prompt = markupFixPrompt(es, 'Página web Hola Mundo', heading)
  t.match(prompt, /^Context: Mi app "Página web Hola Mundo"/)
  t.match(prompt, /Examples: Un verificador de HTML encontró este error en index\.html: línea 12, "<h1>Hello from Sam!": El <h1>/)
})

t.test('every reference and broken app of the course has valid markup, so its verdicts stay as they were', async (t) => {
  for (const project of readdirSync(FIXTURES))
    for (const name of readdirSync(join(FIXTURES, project)).filter((name) => /^(reference|broken|error)-/.test(name)))
      t.strictSame(await checkMarkup(read(project, name, 'index.html'), en), [], `${project}/${name}`)
})

t.test('a misspelt name gets the closest real one: the browser’s, or the learner’s own', async (t) => {
  t.equal(nameInError('TypeError: button.addEventListner is not a function'), 'addEventListner')
  t.equal(nameInError('ReferenceError: mesage is not defined'), 'mesage')
  t.equal(nameInError("TypeError: Cannot read properties of null (reading 'x')"), undefined)
  t.equal(editDistance('lenght', 'length'), 1, 'two letters swapped are one slip')
  t.equal(closestName('addEventListner', ['addEventListener', 'removeEventListener', 'dispatchEvent']), 'addEventListener')
  t.equal(closestName('getElementByID', ['getElementById', 'getElementsByName']), 'getElementById')
  t.equal(closestName('clor', ['colour', 'column']), undefined, 'two edits for a short name are too many')
  t.equal(closestName('cat', ['bat', 'hat']), undefined, 'a tie is no guess')
  // The names of real objects, read along their prototypes (in the page: the document, elements, storage...).
  t.ok(namesOn([[], '']).has('forEach'))
  t.ok(namesOn([[], '']).has('toUpperCase'))
  const api = ['addEventListener', 'getElementById', 'textContent']
  const js = read('1', 'error-misspelt-listener', 'script.js')
  t.strictSame(likelySpelling('TypeError: button.addEventListner is not a function', { html: '', css: '', js }, api), {
    written: 'addEventListner',
    right: 'addEventListener',
  })
  const typo = read('1', 'error-typo', 'script.js')
  t.strictSame(likelySpelling('ReferenceError: mesage is not defined', { html: '', css: '', js: typo }, api), {
    written: 'mesage',
    right: 'message',
  })
  t.equal(likelySpelling('ReferenceError: confetti is not defined', { html: '', css: '', js: 'confetti()' }, api), undefined)
  const prompt = errorFixPrompt(
    en,
    'Hello World Web Page',
    { level: 'uncaught', text: 'TypeError: button.addEventListner is not a function', file: 'script.js', line: 9 },
    [],
    { written: 'addEventListner', right: 'addEventListener' },
  )
  t.match(prompt, /in script\.js, line 9\. "addEventListner" may be a misspelling of "addEventListener"\./)
})

t.test('images the sandbox cannot show are named: files and web addresses, not images written into the files', async (t) => {
  t.strictSame(
    ownImages({
      html: '<img src="cat.png" alt=""><img src="https://example.com/photo"><img src="data:image/png;base64,AA" alt="">',
      css: 'body { background: url("img/bg.jpg") } @font-face { src: url(font.woff2) }',
      js: '',
    }),
    ['cat.png', 'https://example.com/photo', 'img/bg.jpg'],
  )
  t.strictSame(ownImages({ html: read('1', 'reference-three-files', 'index.html'), css: '', js: '' }), [])
})
