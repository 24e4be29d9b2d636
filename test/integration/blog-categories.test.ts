// The blog's categories: every post and tutorial names one, the
// 'Browse by Category' counts are the content's own, and /blog?category=<slug>
// lists exactly that category's posts and tutorials, alone or with a search.
// The expected lists are worked out here from the content files, never typed
// in, so adding an article cannot leave a test behind. Pages need the
// production build.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'
import { loadContent, readCourseFiles } from '../../course/load.ts'
import { buildSearchData } from '../../course/search/search-index.ts'
import { buildSiteMap } from '../../course/site-map.ts'
import { type BlogCategory, blogCategoryLabels, blogCategorySlugs } from '../../lib/blog-categories.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { cspProblems, find, findAll, h1Of, hasTag, links, textOf, titleOf } from '../helpers/html.ts'
import { siteContent } from '../helpers/site-content.ts'

const content = await siteContent()

/** Every article of the blog as its category lists it: the link and the text the search looks in. */
const articles = [
  ...content.blogPosts.map((post) => ({
    href: `/blog/${post.slug}`,
    category: post.category,
    searched: [post.title, post.excerpt, ...post.tags],
  })),
  ...content.tutorials.map((tutorial) => ({
    href: `/tutorials/${tutorial.slug}`,
    category: tutorial.category,
    searched: [tutorial.title, tutorial.description, ...tutorial.tags],
  })),
]

/** The links of the articles a category holds, posts first, each in file order. */
function hrefsOf(category: BlogCategory, query = ''): string[] {
  const needle = query.toLowerCase()
  return articles
    .filter((article) => article.category === category)
    .filter((article) => article.searched.some((text) => text.toLowerCase().includes(needle)))
    .map((article) => article.href)
}

const articlesWord = (count: number) => (count === 1 ? 'article' : 'articles')

t.test('the first posts and every tutorial are in the category the blog was planned with', async (t) => {
  t.same(
    content.blogPosts.slice(0, 3).map((post) => post.category),
    ['ai-prompting', 'debugging', 'tutorials'],
  )
  t.same(
    content.tutorials.map((tutorial) => tutorial.category),
    content.tutorials.map(() => 'tutorials'),
  )
})

t.test('a file naming no category, or one that does not exist, fails the build with its path and the field', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-categories-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const root = join(dir, 'content')
  cpSync(contentRoot, root, { recursive: true })
  const postFile = join(root, 'blog', '2-how-to-fix-a-broken-replit-app-with-ai.md')
  const post = readFileSync(postFile, 'utf8')
  writeFileSync(postFile, post.replace('category: debugging', 'category: news'))
  t.throws(() => readCourseFiles('blog', root), {
    name: 'ContentError',
    message: /blog\/2-how-to-fix-a-broken-replit-app-with-ai\.md[\s\S]*category/,
  })
  writeFileSync(postFile, post.replace('category: debugging\n', ''))
  t.throws(() => readCourseFiles('blog', root), { name: 'ContentError', message: /category/ })
})

// 'Browse by Category' must not promise what the blog lacks.
t.test('every category holds at least 4 articles', async (t) => {
  for (const category of blogCategorySlugs) {
    const count = hrefsOf(category).length
    t.ok(count >= 4, `${blogCategoryLabels[category]}: ${count} ${articlesWord(count)}`)
  }
})

t.test('a new post reaches the site map, the feed (newest first) and the search without any other change', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-new-post-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const root = join(dir, 'content')
  cpSync(contentRoot, root, { recursive: true })
  const id = content.blogPosts.length + 1
  const newest = content.blogPosts.map((post) => post.publishedAt).sort()[content.blogPosts.length - 1] as string
  const publishedAt = new Date(Date.parse(newest) + 86_400_000).toISOString().slice(0, 10)
  writeFileSync(
    join(root, 'blog', `${id}-a-post-written-later.md`),
    [
      '---',
      `id: ${id}`,
      'title: A Post Written Later',
      'excerpt: Checks that a new file is all it takes. Nothing else is edited.',
      'author: Test Writer',
      'readTime: 1',
      'tags:',
      '  - AI',
      'imageUrl: /api/placeholder/800/400',
      `publishedAt: ${publishedAt}`,
      'category: best-practices',
      '---',
      '',
      '## Zyxwvut heading',
      '',
      'A body with a word found nowhere else: quibbleflax.',
      '',
    ].join('\n'),
  )
  const grown = loadContent(root)
  const siteMap = buildSiteMap(grown)
  t.ok(siteMap.paths.includes('/blog/a-post-written-later'), 'the site map lists it')
  t.equal(siteMap.feed.length, grown.blogPosts.length, 'the feed carries every post')
  t.equal(siteMap.feed[0]?.path, '/blog/a-post-written-later', 'the newest post leads the feed')
  const dates = siteMap.feed.map((item) => item.publishedAt)
  t.same(dates, [...dates].sort().reverse(), 'newest first')
  const search = buildSearchData(grown)
  t.ok(
    search.passages.some((passage) => passage.path === '/blog/a-post-written-later' && /quibbleflax/.test(passage.text)),
    'the search indexes its body',
  )
})

t.test('the blog on the server', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)

  async function get(url: string) {
    const response = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
    return { status: response.statusCode, html: response.body }
  }
  /** The links of the cards' titles, in order. */
  const cardLinks = (html: string) => findAll(html, 'main .list-grid h3 > a').map((a) => a.getAttribute('href') ?? '')
  const headingOf = (html: string) => textOf(find(html, 'h2#articles-heading') ?? '')

  t.test("'Browse by Category' shows each category's count from the content and links to its list", async (t) => {
    const { html } = await get('/blog')
    const shown = findAll(html, 'ul.category-list > li > a').map((link) => ({
      href: link.getAttribute('href'),
      label: link.querySelector('span')?.text,
      count: Number.parseInt(link.querySelector('.badge')?.text ?? '', 10),
    }))
    t.same(
      shown,
      blogCategorySlugs.map((slug) => ({ href: `/blog?category=${slug}`, label: blogCategoryLabels[slug], count: hrefsOf(slug).length })),
    )
    t.equal(
      shown.reduce((total, category) => total + category.count, 0),
      content.blogPosts.length + content.tutorials.length,
      'every post and tutorial is counted once',
    )
  })

  t.test('/blog?category=debugging lists exactly the debugging articles, with a way back', async (t) => {
    const { status, html } = await get('/blog?category=debugging')
    t.equal(status, 200)
    t.equal(h1Of(html), 'Vibe Coding Blog')
    t.equal(titleOf(html), 'Debugging Articles: Vibe Coding Blog | From Zero to Vibe')
    const expected = hrefsOf('debugging')
    t.same(cardLinks(html), expected)
    t.equal(headingOf(html), `Debugging: ${expected.length} ${articlesWord(expected.length)}`)
    t.notOk(find(html, 'section.featured-post'), 'no featured article while one category is listed')
    t.ok(links(html, 'main').some((link) => link.href === '/blog' && link.text === 'Show All Articles'))
    t.ok(hasTag(html, 'a', { href: '/blog?category=debugging', 'aria-current': 'true' }), 'the category is marked in the block')
    t.ok(hasTag(html, 'input', { type: 'hidden', name: 'category', value: 'debugging' }), 'the search form keeps the category')
    t.match(textOf(find(html, 'main [role="status"]') ?? ''), `Showing ${expected.length} ${articlesWord(expected.length)} in Debugging`)
    t.same(cspProblems(html), [])
  })

  t.test('every category lists its posts and tutorials; a tutorial links to its own page', async (t) => {
    for (const category of blogCategorySlugs) {
      const { html } = await get(`/blog?category=${category}`)
      t.same(cardLinks(html), hrefsOf(category), category)
    }
    const tutorials = await get('/blog?category=tutorials')
    const tutorialCard = findAll(tutorials.html, 'main .list-grid li').find((card) =>
      card.querySelector('h3 > a')?.getAttribute('href')?.startsWith('/tutorials/'),
    )
    t.ok(tutorialCard, 'tutorials are listed')
    t.match(textOf(tutorialCard ?? ''), /Tutorial/)
    t.ok(links(tutorialCard?.toString() ?? '').some((link) => link.text.startsWith('Start Tutorial')))
  })

  t.test('the search and the category combine, in the URL and on the page', async (t) => {
    for (const [category, query] of [
      ['tutorials', 'deploy'],
      ['tutorials', 'calculator'],
      ['ai-prompting', 'prompt'],
      ['debugging', 'calculator'],
    ] as const) {
      const url = `/blog?category=${category}&q=${query}`
      const { status, html } = await get(url)
      t.equal(status, 200, url)
      const expected = hrefsOf(category, query)
      t.same(cardLinks(html), expected, url)
      t.equal(headingOf(html), `Search Results in ${blogCategoryLabels[category]} ${expected.length}`, url)
      t.notOk(find(html, 'section.featured-post'), `${url}: no featured article`)
    }
    const empty = await get('/blog?category=debugging&q=zzqqxx')
    t.match(textOf(find(empty.html, 'main') ?? ''), 'No articles found matching your search.')
    t.ok(
      links(empty.html, 'main').some((link) => link.href === '/blog?category=debugging' && link.text === 'Show All Debugging Articles'),
      'clearing the search keeps the category',
    )
    t.ok(
      links(empty.html, 'main').some((link) => link.href === '/blog' && link.text === 'Show All Articles'),
      'the whole blog is one link away',
    )
    t.same(
      cardLinks((await get('/blog?q=PROMPT&category=+AI-Prompting+')).html),
      hrefsOf('ai-prompting', 'prompt'),
      'any spelling of the URL',
    )
  })

  t.test('without a category the blog lists its posts only, and the featured article is back', async (t) => {
    const { html } = await get('/blog?category=')
    t.same(
      cardLinks(html),
      content.blogPosts.map((post) => `/blog/${post.slug}`),
    )
    t.ok(find(html, 'section.featured-post'))
    t.equal(titleOf(html), 'Vibe Coding Blog | From Zero to Vibe')
  })

  t.test('a category that does not exist answers 404 with the categories and a way back', async (t) => {
    const { status, html } = await get('/blog?category=news')
    t.equal(status, 404)
    t.equal(h1Of(html), 'Category Not Found')
    for (const slug of blogCategorySlugs) t.match(textOf(find(html, 'main') ?? ''), blogCategoryLabels[slug])
    t.ok(links(html, 'main').some((link) => link.href === '/blog' && link.text === 'Show All Articles'))
    t.equal((await get('/blog?category=news&q=ai')).status, 404, 'with a search too')
  })
})
