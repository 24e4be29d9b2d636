// Site search: the index's ranking, typo and prefix matching, snippets, the
// /search page and /api/search, and the build's check on heading ids.
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'
import { ContentError, loadContent } from '../../course/load.ts'
import { markdownToHtml } from '../../course/markdown/markdown.tsx'
import { HeadingIdCollision } from '../../course/markdown/rehype-heading-ids.ts'
import { buildSearchData, indexPassages, makeSnippet, pagePassages, SiteSearch } from '../../course/search/search-index.ts'
import { contentPlugin } from '../../course/vite-plugin.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { siteContent } from '../helpers/site-content.ts'

const course = new SiteSearch(buildSearchData(await siteContent()))
const hrefs = (query: string) => course.search(query).map((result) => result.href)

t.test('a title match ranks above a body match', async (t) => {
  const search = new SiteSearch(
    indexPassages([
      ...pagePassages({
        path: '/body-only',
        type: 'tutorial',
        title: 'Working with forms',
        description: 'Forms that check their answers.',
        lesson: markdownToHtml('Before deploying, test the form. Deploying twice is fine; deploying without testing is not.'),
      }),
      ...pagePassages({
        path: '/in-title',
        type: 'tutorial',
        title: 'Deploying your app',
        description: 'Put it online.',
        lesson: markdownToHtml('Press Publish.'),
      }),
    ]),
  )
  t.same(
    search.search('deploying').map((result) => result.href),
    ['/in-title', '/body-only'],
  )
})

t.test('the course index: typos, prefixes, body words and heading links', async (t) => {
  t.equal(hrefs('promting')[0], '/section6', '"promting" finds Advanced Prompting Techniques first')
  t.ok(hrefs('deplo').includes('/tutorials/deploying-your-app'), '"deplo" finds the deployment tutorial')
  t.ok(
    course.search('deplo').some((result) => result.snippet.some((part) => part.match && /^deploy/i.test(part.text))),
    'prefix matches are marked in the snippet',
  )
  // "HOST_PASSWORD" is only in the body of featured project 1, under a heading.
  const [secret] = course.search('HOST_PASSWORD')
  t.match(secret?.href, /^\/featured-project1#[a-z0-9-]+$/, 'a body match links to its heading')
  t.ok(secret?.heading, 'and names it')
  t.ok(
    secret?.snippet.some((part) => part.match && part.text === 'HOST'),
    'the matched word is marked',
  )
  // Knowledge checks are searched too: a question's explanation leads to the check.
  t.equal(hrefs('board games random')[0], '/section1#knowledge-check', 'a knowledge-check explanation links to the check')
  t.same(course.search('   '), [], 'blank text finds nothing')
  t.same(course.search('qwxzvbn'), [], 'nonsense finds nothing')
  t.ok(
    course
      .search('prompt')
      .every((result, index, all) => all.findIndex((other) => other.href.split('#')[0] === result.href.split('#')[0]) === index),
    'one result per page',
  )
})

t.test("the site's own tools come first for what a learner who needs them types", async (t) => {
  const first = (query: string) => course.search(query)[0]
  t.equal(first('how do I fix an error')?.href, '/stuck', 'an error: Unstuck')
  t.equal(first('stuck')?.href, '/stuck')
  t.equal(first('playground')?.href, '/playground')
  t.equal(first('run my code')?.href, '/playground')
  t.equal(first('progress')?.href, '/progress')
  t.equal(first('save my progress')?.href, '/progress')
  t.equal(first('review')?.href, '/review')
  t.equal(first('contact')?.href, '/get-help')
  t.same(
    [first('stuck')?.title, first('stuck')?.typeLabel],
    ['Unstuck: fix an error', 'Site tool'],
    'named as in the menu, and said to be a tool',
  )
  t.ok(hrefs('how do I fix an error').length > 3, 'the lessons about errors still follow')
  t.equal(hrefs('promting')[0], '/section6', 'a lesson query finds no tool first')
})

t.test('snippets: a window around the first match, cut on words', async (t) => {
  const text = `${'lorem '.repeat(40)}the secret word ${'ipsum '.repeat(40)}`
  const parts = makeSnippet(text, ['secret'])
  t.equal(parts[0]?.text, '… ')
  t.equal(parts.at(-1)?.text, ' …')
  t.same(
    parts.filter((part) => part.match),
    [{ text: 'secret', match: true }],
  )
  t.ok(parts.join('').length < text.length)
})

t.test('GET /search renders results on the server and is never stored', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const response = await app.inject({ method: 'GET', url: '/search?q=promting', headers: BROWSER_HEADERS })
  t.equal(response.statusCode, 200)
  t.match(response.headers['cache-control'], /^no-store\b/)
  t.match(response.body, /<h2 id="search-results-heading">\d+ results<!-- --> for “<!-- -->promting<!-- -->”<\/h2>/)
  t.match(response.body, /<a href="\/section6"><span>Advanced <\/span><mark>Prompting<\/mark>/)
  t.match(response.body, /<title>Search results for “promting” \| From Zero to Vibe<\/title>/)

  const none = await app.inject({ method: 'GET', url: '/search?q=qwxzvbn', headers: BROWSER_HEADERS })
  t.match(none.body, /No results<!-- --> for/)
  t.match(none.body, /href="\/guide"/)
  t.match(none.body, /href="\/tutorials"/)

  const blank = await app.inject({ method: 'GET', url: '/search?q=+++', headers: BROWSER_HEADERS })
  t.match(blank.body, /Type a word or two above/)
  t.notMatch(blank.body, /class="search-results"/)

  const hostile = await app.inject({
    method: 'GET',
    url: `/search?q=${encodeURIComponent('<script>alert(1)</script>')}`,
    headers: BROWSER_HEADERS,
  })
  t.notMatch(hostile.body, '<script>alert(1)', 'the query is escaped in the title, the box and the heading')
  t.match(hostile.body, '&lt;script&gt;alert(1)&lt;/script&gt;')

  const twice = await app.inject({ method: 'GET', url: '/search?q=deplo&q=other', headers: BROWSER_HEADERS })
  t.match(twice.body, /value="deplo"/, 'a repeated q takes the first')
})

t.test('GET /api/search answers the instant results as JSON', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const response = await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(' deplo ')}` })
  t.equal(response.statusCode, 200)
  t.equal(response.headers['cache-control'], 'no-store')
  const body = response.json() as { query: string; results: { href: string; title: string; typeLabel: string }[] }
  t.equal(body.query, 'deplo')
  t.ok(body.results.length > 0 && body.results.length <= 6)
  t.ok(body.results.some((result) => result.href === '/tutorials/deploying-your-app'))
  const long = await app.inject({ method: 'GET', url: `/api/search?q=${'a'.repeat(5000)}` })
  t.equal(long.statusCode, 200, 'over-long text is cut, not refused')
  t.equal((long.json() as { query: string }).query.length, 100)
})

t.test('two headings with the same id in one page fail the build, naming the file', async (t) => {
  t.throws(() => markdownToHtml('## Set up\n\ntext\n\n## Set up\n\nmore'), HeadingIdCollision)
  t.doesNotThrow(() => markdownToHtml('## Set up\n\n### Set up the form'), 'different words are fine')

  const dir = mkdtempSync(join(tmpdir(), 'fztv-headings-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const root = join(dir, 'content')
  cpSync(contentRoot, root, { recursive: true })
  const file = readdirSync(join(root, 'sections')).find((name) => name.startsWith('09-')) as string
  appendFileSync(join(root, 'sections', file), '\n\n## Try it yourself\n\nOnce more.\n\n## Try it yourself\n\nAnd again.\n')
  t.throws(() => loadContent(root), ContentError)
  const plugin = contentPlugin(root)
  const buildStart = plugin.buildStart as unknown as (this: { addWatchFile: () => void }) => void
  t.throws(() => buildStart.call({ addWatchFile() {} }), new RegExp(`sections/${file}: two headings have the id "try-it-yourself"`))
})
