// sitemap.xml, robots.txt, the blog's and the course changes' RSS feeds and
// the share tags in every page's head, all on the configured public origin.
import t from 'tap'
import { localePath, locales } from '../../lib/i18n/locale.ts'
import { PAGES } from '../../lib/paths.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { find, findAll } from '../helpers/html.ts'
import { siteContent } from '../helpers/site-content.ts'

const content = await siteContent()

const PUBLIC_URL = 'https://vibe.example.org'

t.test('sitemap.xml lists every public page on PUBLIC_URL, in every language, each with its alternates', async (t) => {
  const { app, close } = await createTestApp({ PUBLIC_URL })
  t.teardown(close)
  const response = await app.inject({ method: 'GET', url: '/sitemap.xml' })
  t.equal(response.statusCode, 200)
  t.match(response.headers['content-type'], /^application\/xml/)
  t.match(
    response.body,
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
  )
  const urls = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string)
  // Counted from the content, so a new section, project, post or legal page needs no edit here.
  const { sections, learningProjects, featuredProjects, tutorials, blogPosts, legalPages } = content
  const kinds = [sections, learningProjects, featuredProjects, tutorials, blogPosts, legalPages]
  t.equal(
    urls.length,
    (Object.keys(PAGES).length + kinds.reduce((sum, kind) => sum + kind.length, 0)) * locales.length,
    'every fixed page (the glossary, /changes, /review, /progress, /playground and /stuck too), section, project, tutorial, article and legal page, in each language',
  )
  t.match(
    response.body,
    `<url><loc>${PUBLIC_URL}/es/section1</loc><xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/section1"/><xhtml:link rel="alternate" hreflang="es" href="${PUBLIC_URL}/es/section1"/><xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/section1"/></url>`,
    'a Spanish page with its English alternate and the default',
  )
  t.equal(new Set(urls).size, urls.length, 'no URL twice')
  t.ok(
    urls.every((url) => url.startsWith(`${PUBLIC_URL}/`)),
    'absolute, on PUBLIC_URL',
  )
  for (const path of [
    '/',
    '/landing',
    '/section12',
    '/project5',
    '/featured-project5',
    '/tutorials/deploying-your-app',
    '/privacy',
    '/terms',
    '/accessibility',
  ]) {
    for (const locale of locales) t.ok(urls.includes(PUBLIC_URL + localePath(path, locale)), `lists ${localePath(path, locale)}`)
  }
  t.ok(
    urls.some((url) => url.startsWith(`${PUBLIC_URL}/blog/`)),
    'lists the articles',
  )
  // That each of them answers 200 is checked once, by first-paint.test.ts, which renders every page of the site map.
  // Every page the site links to from its pages is listed (a new kind of page must be added to course/site-map.ts).
  const linked = new Set<string>()
  for (const path of ['/', '/guide', '/section5', '/projects', '/tutorials', '/blog']) {
    const { body } = await app.inject({ method: 'GET', url: path, headers: BROWSER_HEADERS })
    for (const [, href] of body.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) linked.add(href as string)
  }
  t.ok(linked.size > 30)
  t.same(
    [...linked].filter((href) => !urls.includes(PUBLIC_URL + href)),
    [],
    'every page linked from the home, guide, section, list and blog pages is listed',
  )
})

t.test('robots.txt allows the site, keeps out search results and the API, and names the sitemap', async (t) => {
  const { app, close } = await createTestApp({ PUBLIC_URL })
  t.teardown(close)
  const response = await app.inject({ method: 'GET', url: '/robots.txt' })
  t.equal(response.statusCode, 200)
  t.match(response.headers['content-type'], /^text\/plain/)
  t.match(response.body, /^User-agent: \*\nAllow: \/\nDisallow: \/search\nDisallow: \/es\/search\nDisallow: \/api\//)
  t.match(response.body, `Sitemap: ${PUBLIC_URL}/sitemap.xml`)
})

t.test('the blog feed is RSS 2.0 with every article, newest first', async (t) => {
  const { app, close } = await createTestApp({ PUBLIC_URL })
  t.teardown(close)
  const response = await app.inject({ method: 'GET', url: '/blog/rss.xml' })
  t.equal(response.statusCode, 200)
  t.match(response.headers['content-type'], /^application\/rss\+xml/)
  t.match(response.body, /<rss version="2.0"/)
  t.match(response.body, `<atom:link href="${PUBLIC_URL}/blog/rss.xml" rel="self" type="application/rss+xml" />`)
  const items = [...response.body.matchAll(/<item>[\s\S]*?<\/item>/g)].map((match) => match[0])
  t.equal(items.length, content.blogPosts.length)
  const dates = items.map((item) => Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(item)?.[1] ?? ''))
  t.same(
    dates,
    [...dates].sort((a, b) => b - a),
    'newest first',
  )
  const newest = [...content.blogPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]
  t.match(items[0], `<link>${PUBLIC_URL}/blog/${newest?.slug}</link>`)
})

t.test('/changes answers 200 with dated entries, newest first, its own feed carries them, and every lesson links to it', async (t) => {
  const { app, close } = await createTestApp({ PUBLIC_URL })
  t.teardown(close)
  const page = await app.inject({ method: 'GET', url: '/changes', headers: BROWSER_HEADERS })
  t.equal(page.statusCode, 200)
  const dates = findAll(page.body, 'main h2 time').map((time) => time.getAttribute('datetime') ?? '')
  t.same(
    dates,
    content.changelog.map((entry) => entry.date),
    'one dated heading per entry',
  )
  t.ok(
    dates.length >= 2 &&
      dates.every((date, index) => /^\d{4}-\d{2}-\d{2}$/.test(date) && (index === 0 || date < (dates[index - 1] as string))),
    'newest first',
  )
  t.ok(find(page.body, `main [id="${dates[0]}"] li`), 'each entry lists what changed')
  t.equal(
    find(page.body, 'head link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href'),
    '/changes/rss.xml',
    'it links its feed',
  )

  const feed = await app.inject({ method: 'GET', url: '/changes/rss.xml' })
  t.equal(feed.statusCode, 200)
  t.match(feed.headers['content-type'], /^application\/rss\+xml/)
  t.match(feed.body, `<atom:link href="${PUBLIC_URL}/changes/rss.xml" rel="self" type="application/rss+xml" />`)
  const items = [...feed.body.matchAll(/<item>[\s\S]*?<\/item>/g)].map((match) => match[0])
  t.equal(items.length, content.changelog.length, 'one item per entry')
  t.match(items[0], `<link>${PUBLIC_URL}/changes#${dates[0]}</link>`, 'the newest first, linking to its entry')

  const lessons = [...content.sections, ...content.learningProjects, ...content.featuredProjects, ...content.tutorials]
  for (const lesson of lessons)
    t.match(
      lesson.html,
      /<aside class="(fact-sources|course-changes)"[^>]*>.*<a href="\/changes">/,
      `${lesson.title} ends linking to /changes`,
    )
  for (const path of ['/section1', '/section2', '/project1']) {
    const { body } = await app.inject({ method: 'GET', url: path, headers: BROWSER_HEADERS })
    t.ok(find(body, 'main aside a[href="/changes"]'), `${path} links to /changes as served`)
  }
})

t.test('every page carries canonical, Open Graph and Twitter card tags; /blog links its feed', async (t) => {
  const { app, close } = await createTestApp({ PUBLIC_URL })
  t.teardown(close)
  for (const path of ['/', '/section9', '/blog', '/landing', '/tutorials']) {
    const { body } = await app.inject({ method: 'GET', url: `${path}?q=x`, headers: BROWSER_HEADERS })
    const head = (selector: string, attribute = 'content') => find(body, `head ${selector}`)?.getAttribute(attribute)
    t.equal(head('link[rel="canonical"]', 'href'), `${PUBLIC_URL}${path}`, `${path}: canonical, without the query`)
    t.equal(head('meta[property="og:url"]'), `${PUBLIC_URL}${path}`)
    t.match(head('meta[property="og:title"]'), /\S/)
    t.match(head('meta[property="og:description"]'), /\S/)
    t.equal(head('meta[property="og:image"]'), `${PUBLIC_URL}/og-image.jpg`)
    t.equal(head('meta[name="twitter:card"]'), 'summary_large_image')
    t.match(head('meta[name="twitter:title"]'), /\S/)
    t.equal(head('meta[name="twitter:image"]'), `${PUBLIC_URL}/og-image.jpg`)
    const feedLinks = findAll(body, 'head link[rel="alternate"][type="application/rss+xml"]').map((link) => [
      link.getAttribute('type'),
      link.getAttribute('title'),
      link.getAttribute('href'),
    ])
    if (path === '/blog') t.same(feedLinks, [['application/rss+xml', 'Vibe Coding Blog', '/blog/rss.xml']], '/blog links its feed')
    else t.same(feedLinks, [], `${path}: no feed link`)
  }
  const missing = await app.inject({ method: 'GET', url: '/no-such-page', headers: BROWSER_HEADERS })
  t.notMatch(missing.body, 'rel="canonical"', 'a 404 has no canonical URL')
  const image = await app.inject({ method: 'GET', url: '/og-image.jpg' })
  t.equal(image.statusCode, 200)
  t.equal(image.headers['content-type'], 'image/jpeg')
})
