// The list pages (/tutorials, /projects, /blog) and the reading pages
// (/tutorials/{slug}, /blog/{slug}) rendered on the server, and the pure
// filtering module both sides use. Pages need the production build.
import t from 'tap'
import { loadContent } from '../../content/load.ts'
import {
  describeResults,
  filterByTextAndLevel,
  filterPosts,
  isSearching,
  matchesLevel,
  matchesQuery,
  noFilters,
  readFilters,
  searchWithFilters,
} from '../../renderer/ui/filtering.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'

const content = loadContent()

const NO_INLINE_SCRIPT = /<script(?![^>]*(type="application\/json"|src=))[^>]*>/

/** Whether the HTML has a `<name>` start tag with (at least) these attributes, in any order. */
function hasTag(html: string, name: string, attributes: Record<string, string>): boolean {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].some(([, rest]) => {
    const found = new Map([...(rest ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]))
    return Object.entries(attributes).every(([key, value]) => found.get(key) === value)
  })
}

// ---------------------------------------------------------------------------
// The pure filtering module

t.test('readFilters reads q and level from the URL; an unknown level is All', async (t) => {
  t.same(readFilters({}), noFilters)
  t.same(readFilters({ q: 'deploy', level: 'Advanced' }), { query: 'deploy', level: 'Advanced' })
  t.same(readFilters({ level: 'advanced' }), noFilters, 'levels are exact: advanced is not Advanced')
  t.same(readFilters({ level: 'Expert' }), noFilters)
  t.equal(readFilters({ q: 'x'.repeat(500) }).query.length, 100, 'an overlong search is cut to the box length')
})

t.test('searchWithFilters writes the filters and keeps every other parameter', async (t) => {
  t.equal(searchWithFilters('', noFilters), '', 'the unfiltered list has the plain URL')
  t.equal(searchWithFilters('', { query: ' deploy ', level: 'Advanced' }), '?q=deploy&level=Advanced')
  t.equal(searchWithFilters('?q=old&level=Beginner', { query: '', level: 'All' }), '')
  t.equal(searchWithFilters('?level=Beginner', { query: 'task', level: 'Beginner' }), '?q=task&level=Beginner', 'always q, then level')
  t.equal(searchWithFilters('?subscribe=ok', { query: 'web app', level: 'All' }), '?subscribe=ok&q=web+app')
  t.same(readFilters(Object.fromEntries(new URLSearchParams(searchWithFilters('', { query: 'a&b=c', level: 'Beginner' })))), {
    query: 'a&b=c',
    level: 'Beginner',
  })
})

t.test('matchesQuery ignores case and surrounding spaces; an empty search matches all', async (t) => {
  t.ok(matchesQuery(['Deploying Your App'], 'DEPLOY'))
  t.ok(matchesQuery(['Deploying Your App'], '  your app '))
  t.notOk(matchesQuery(['Deploying Your App'], 'debug'))
  t.ok(matchesQuery(['anything'], '   '))
  t.ok(matchesQuery([], ''))
})

t.test('matchesLevel is an exact match, All matches every level', async (t) => {
  t.ok(matchesLevel('Beginner', 'All'))
  t.ok(matchesLevel('Advanced', 'Advanced'))
  t.notOk(matchesLevel('Intermediate', 'Advanced'))
})

t.test('tutorials and projects search title and description, combined with the level', async (t) => {
  const titles = (filters: Parameters<typeof filterByTextAndLevel>[1]) =>
    filterByTextAndLevel(content.tutorials, filters).map((tutorial) => tutorial.title)
  t.same(titles(noFilters), ['Your First Repl', 'Building an RSVP Page', 'Debugging with AI', 'Deploying Your App'])
  t.same(titles({ query: 'deploy', level: 'Advanced' }), ['Deploying Your App'])
  t.same(titles({ query: 'deploy', level: 'Beginner' }), [])
  t.same(titles({ query: '', level: 'Intermediate' }), ['Building an RSVP Page', 'Debugging with AI'])
  t.same(titles({ query: 'guest count', level: 'All' }), ['Building an RSVP Page'], 'matches the description')
  t.same(titles({ query: 'Security', level: 'All' }), [], 'tags are not searched on tutorials')
  const projects = filterByTextAndLevel(content.featuredProjects, { query: 'TASK', level: 'All' }).map((project) => project.id)
  t.ok(projects.includes(3), 'projects are searched the same way')
})

t.test('blog posts are searched by title, excerpt and tags', async (t) => {
  const ids = (query: string) => filterPosts(content.blogPosts, { query, level: 'All' }).map((post) => post.id)
  t.same(ids(''), [1, 2, 3])
  t.same(ids('tip calculator'), [3], 'title')
  t.same(ids('error messages'), [2], 'excerpt')
  t.same(ids('PROMPTING'), [1], 'tag, ignoring case')
  t.same(ids('nothing like this'), [])
})

t.test('isSearching and describeResults', async (t) => {
  t.notOk(isSearching({ query: '  ', level: 'Beginner' }))
  t.ok(isSearching({ query: 'a', level: 'All' }))
  const nouns = { one: 'tutorial', many: 'tutorials' }
  t.equal(describeResults(4, nouns, noFilters), 'Showing 4 tutorials')
  t.equal(describeResults(1, nouns, { query: ' deploy ', level: 'Advanced' }), 'Showing 1 tutorial matching "deploy" in Advanced')
  t.equal(describeResults(0, nouns, { query: '', level: 'Beginner' }), 'Showing 0 tutorials in Beginner')
})

// ---------------------------------------------------------------------------
// Server-rendered pages

t.test('list and reading pages on the server', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)

  async function get(url: string) {
    const response = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
    // React separates adjacent text with <!-- -->; the reader never sees it.
    return { status: response.statusCode, html: response.body.replaceAll('<!-- -->', '') }
  }
  /** The main area's HTML, without the header (whose search box also mentions tutorials). */
  const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
  const count = (html: string, pattern: RegExp) => [...html.matchAll(new RegExp(pattern, 'g'))].length
  /** The slugs of the cards a list shows, in order. */
  const cardLinks = (html: string, prefix: string) =>
    [...main(html).matchAll(new RegExp(`<h3><a href="${prefix}([^"]+)">`, 'g'))].map((match) => match[1])
  const tutorialSlugs = content.tutorials.map((tutorial) => tutorial.slug)

  t.test('/tutorials lists every tutorial with its card', async (t) => {
    const { status, html } = await get('/tutorials')
    t.equal(status, 200)
    t.match(html, /<h1>Step-by-Step Tutorials<\/h1>/)
    t.same(cardLinks(html, '/tutorials/'), tutorialSlugs)
    t.match(main(html), 'Showing 4 tutorials')
    for (const level of ['All', 'Beginner', 'Intermediate', 'Advanced']) {
      t.ok(
        hasTag(html, 'button', { type: 'submit', name: 'level', value: level, 'aria-pressed': String(level === 'All') }),
        `${level} choice`,
      )
    }
    t.match(html, /<form action="\/tutorials" method="get">/, 'a plain GET form')
    t.match(html, /<span class="badge badge-level-beginner">Beginner<\/span>/)
    t.match(html, /<span class="badge badge-level-advanced">Advanced<\/span>/)
    t.match(html, /lucide-play/)
    t.match(html, /lucide-rocket/)
    t.match(html, /Check every answer, including a guest count from 1 to 10/, 'learning points')
    t.match(html, /20 min/)
    t.notMatch(html, /Before you start/, 'no tutorial body is sent with the list')
    t.notMatch(html, NO_INLINE_SCRIPT)
    t.notMatch(html, /\sstyle="/)
  })

  t.test('/tutorials renders the recommended path in order, linking to each reading page', async (t) => {
    const { html } = await get('/tutorials')
    const path = /<ol class="path-steps">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? ''
    t.same(
      [...path.matchAll(/<a href="\/tutorials\/([^"]+)">/g)].map((match) => match[1]),
      tutorialSlugs,
    )
    t.match(path, /Your First Repl[\s\S]*Building an RSVP Page[\s\S]*Debugging with AI[\s\S]*Deploying Your App/)
  })

  t.test('/tutorials?q=deploy&level=Advanced is filtered on the server', async (t) => {
    const { html } = await get('/tutorials?q=deploy&level=Advanced')
    t.same(cardLinks(html, '/tutorials/'), ['deploying-your-app'])
    t.match(main(html), 'Showing 1 tutorial matching &quot;deploy&quot; in Advanced')
    t.ok(hasTag(html, 'input', { id: 'tutorial-search', name: 'q', value: 'deploy' }), 'the search box shows the search')
    t.ok(hasTag(html, 'button', { name: 'level', value: 'Advanced', 'aria-pressed': 'true' }), 'Advanced is pressed')
    t.ok(hasTag(html, 'button', { name: 'level', value: 'Beginner', 'aria-pressed': 'false' }))
    t.ok(
      hasTag(html, 'button', { class: 'button button-primary', name: 'level', value: 'Advanced' }),
      'Search (pressed by Enter) keeps the level',
    )
  })

  t.test('the tutorials filter read from the URL (GET /tutorials?q=...)', async (t) => {
    t.same(cardLinks((await get('/tutorials?q=DEBUGGING')).html, '/tutorials/'), ['debugging-with-ai'], 'case-insensitive')
    t.same(cardLinks((await get('/tutorials?q=+replit+account')).html, '/tutorials/'), ['your-first-repl'], 'spaces from a form')
    t.same(cardLinks((await get('/tutorials?level=Intermediate')).html, '/tutorials/'), ['building-an-rsvp-page', 'debugging-with-ai'])
    t.same(cardLinks((await get('/tutorials?q=&level=All')).html, '/tutorials/'), tutorialSlugs, "'All' restores the list")
    t.same(cardLinks((await get('/tutorials?level=Expert')).html, '/tutorials/'), tutorialSlugs, 'an unknown level shows all')
  })

  t.test('/tutorials with no match shows the empty state with Clear Filters', async (t) => {
    const { status, html } = await get('/tutorials?q=quantum&level=Beginner')
    t.equal(status, 200)
    t.same(cardLinks(html, '/tutorials/'), [])
    t.match(html, 'No tutorials found matching your criteria.')
    t.match(html, /<a class="button button-secondary" href="\/tutorials">Clear Filters<\/a>/)
    t.match(main(html), 'Showing 0 tutorials matching &quot;quantum&quot; in Beginner')
  })

  t.test('/projects lists projects 1 to 5 with their links and whole hours', async (t) => {
    const { status, html } = await get('/projects')
    t.equal(status, 200)
    t.match(html, /<h1>Featured Projects<\/h1>/)
    t.match(html, '5 Complete Projects • 10+ Hours of Learning')
    t.same(cardLinks(html, '/featured-project'), ['1', '2', '3', '4', '5'])
    for (let id = 1; id <= 5; id++) {
      t.match(html, new RegExp(`href="/featured-project${id}">Start Project`), `Start Project ${id}`)
      t.match(html, new RegExp(`href="/featured-project${id}">View Details`), `View Details ${id}`)
    }
    const hours = content.featuredProjects.map((project) => Math.floor(project.duration / 60))
    const shown = [...main(html).matchAll(/lucide-clock[^>]*>(?:(?!<\/li>)[\s\S])*?<\/svg>(\d+) hours?<\/li>/g)].map((match) =>
      Number(match[1]),
    )
    t.same(shown, hours, 'minutes / 60, rounded down')
    t.notMatch(html, /Coming Soon/, 'hidden while its list is empty')
    t.match(html, /<h2 id="recommended-sequence">Recommended Sequence<\/h2>/)
    for (const step of content.projectsPage.recommendedSequence) t.match(html, step.replaceAll("'", '&#x27;').slice(0, 40))
    for (const outcome of content.projectsPage.learningOutcomes) t.match(html, outcome.replaceAll("'", '&#x27;'))
    t.match(html, /Ready to Start Building\?/)
    t.notMatch(html, NO_INLINE_SCRIPT)
    t.notMatch(html, /\sstyle="/)
  })

  t.test('/projects filters by text and level on the server', async (t) => {
    t.same(cardLinks((await get('/projects?level=Intermediate')).html, '/featured-project'), ['2', '3', '4'])
    t.same(cardLinks((await get('/projects?q=recipe')).html, '/featured-project'), ['4'])
    t.same(cardLinks((await get('/projects?q=recipe&level=Advanced')).html, '/featured-project'), [])
    const empty = await get('/projects?q=recipe&level=Advanced')
    t.match(empty.html, 'No projects found matching your criteria.')
    t.match(empty.html, /href="\/projects">Clear Filters<\/a>/)
  })

  t.test('/blog shows the featured article, the latest articles, categories and the subscribe form', async (t) => {
    const { status, html } = await get('/blog')
    t.equal(status, 200)
    t.match(html, /<h1>Vibe Coding Blog<\/h1>/)
    t.match(html, /Featured Article[\s\S]*<h2><a href="\/blog\/10-prompts-that-turn-ideas-into-working-apps">/)
    t.match(html, /<h2 id="articles-heading"[^>]*>Latest Articles <span class="badge">3<\/span><\/h2>/)
    t.same(
      cardLinks(html, '/blog/'),
      content.blogPosts.map((post) => post.slug),
    )
    t.match(html, /Priya Nair, From Zero to Vibe team/)
    t.match(html, /<time dateTime="2024-12-12">December 12, 2024<\/time>/)
    t.match(html, /8 min read/)
    for (const [tag, tone] of [
      ['AI', 'violet'],
      ['Prompting', 'indigo'],
      ['Debugging', 'rose'],
      ['Replit', 'orange'],
      ['Tutorial', 'teal'],
      ['Web App', 'blue'],
    ]) {
      t.match(html, `<span class="badge badge-tone tone-${tone}">${tag}</span>`, `${tag} has its fixed colour`)
    }
    const categories = /<ul class="category-list">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? ''
    t.same(
      [...categories.matchAll(/<span>([^<]+)<\/span><span class="badge">(\d+)/g)].map((match) => [match[1], Number(match[2])]),
      [
        ['AI &amp; Prompting', 8],
        ['Debugging', 5],
        ['Tutorials', 12],
        ['Best Practices', 6],
      ],
    )
    t.match(html, /<h2 id="stay-updated-heading">Stay Updated<\/h2>/)
    t.notMatch(html, /Step 1: Make sure you can go back/, 'no article body is sent with the list')
    t.notMatch(html, NO_INLINE_SCRIPT)
    t.notMatch(html, /\sstyle="/)
  })

  t.test('/blog?q= hides the featured article and shows search results', async (t) => {
    const { html } = await get('/blog?q=debug')
    t.notMatch(html, /Featured Article/)
    t.match(html, /Search Results <span class="badge">1<\/span>/)
    t.same(cardLinks(html, '/blog/'), ['how-to-fix-a-broken-replit-app-with-ai'])
    t.same(cardLinks((await get('/blog?q=web+app')).html, '/blog/'), ['build-a-tip-calculator-web-app-step-by-step'])
    t.same(cardLinks((await get('/blog?q=Prompting&level=Advanced')).html, '/blog/'), ['10-prompts-that-turn-ideas-into-working-apps'])

    const empty = await get('/blog?q=blockchain')
    t.match(empty.html, 'No articles found matching your search.')
    t.match(empty.html, /<a class="button button-secondary" href="\/blog">Show All Articles<\/a>/)
    t.match(empty.html, /Search Results <span class="badge">0<\/span>/)
  })

  t.test('each tutorial has a reading page with its body, metadata and neighbours', async (t) => {
    for (const [index, tutorial] of content.tutorials.entries()) {
      const { status, html } = await get(`/tutorials/${tutorial.slug}`)
      t.equal(status, 200, `${tutorial.slug}: status`)
      t.match(html, `<h1>${tutorial.title}</h1>`)
      t.match(html, `<title>${tutorial.title}: a Step-by-Step Tutorial | From Zero to Vibe</title>`)
      t.match(html, new RegExp(`<meta name="description" content="${tutorial.description.replace(/[.()]/g, '\\$&')}"`))
      t.match(html, `<span class="badge badge-level-${tutorial.difficulty.toLowerCase()}">`)
      t.match(html, `${tutorial.duration} min`)
      for (const tag of tutorial.tags) t.match(html, `>${tag}</span>`)
      t.match(html, /<div id="prose" class="prose">/)
      t.equal(count(html, /<h2 id="before-you-start"/), 1, `${tutorial.slug}: the body is in the page once`)
      const previous = content.tutorials[index - 1]
      const next = content.tutorials[index + 1]
      const nav = /<nav class="prev-next"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
      t.match(nav, previous ? `href="/tutorials/${previous.slug}"` : 'href="/tutorials"', `${tutorial.slug}: previous`)
      t.match(nav, next ? `href="/tutorials/${next.slug}"` : 'href="/projects"', `${tutorial.slug}: next`)
      t.notMatch(html, NO_INLINE_SCRIPT)
    }
  })

  t.test('each blog post has a reading page with its body, byline and neighbours', async (t) => {
    for (const [index, post] of content.blogPosts.entries()) {
      const { status, html } = await get(`/blog/${post.slug}`)
      t.equal(status, 200, `${post.slug}: status`)
      t.match(html, `<h1>${post.title}</h1>`)
      t.match(html, `<title>${post.title} | Vibe Coding Blog</title>`)
      t.match(html, /<meta name="description" content="[^"]{40,}"/)
      t.match(html, post.author)
      t.match(html, `<time dateTime="${post.publishedAt}">`)
      t.match(html, `${post.readTime} min read`)
      t.match(html, /<div id="prose" class="prose">[\s\S]*<h2/)
      const previous = content.blogPosts[index - 1]
      const next = content.blogPosts[index + 1]
      const nav = /<nav class="prev-next"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
      t.match(nav, previous ? `href="/blog/${previous.slug}"` : 'href="/blog"', `${post.slug}: previous`)
      t.match(nav, next ? `href="/blog/${next.slug}"` : 'href="/blog"', `${post.slug}: next`)
    }
  })

  t.test('unknown slugs answer 404 with a useful not-found page', async (t) => {
    const tutorial = await get('/tutorials/no-such-tutorial')
    t.equal(tutorial.status, 404)
    t.match(tutorial.html, /<h1>Tutorial Not Found<\/h1>/)
    t.match(tutorial.html, /href="\/tutorials"[^>]*>Browse All Tutorials<\/a>/)
    t.match(tutorial.html, /<title>Tutorial Not Found \| From Zero to Vibe<\/title>/)

    const post = await get('/blog/no-such-post')
    t.equal(post.status, 404)
    t.match(post.html, /<h1>Article Not Found<\/h1>/)
    t.match(post.html, /href="\/blog"[^>]*>Back to the Blog<\/a>/)

    t.equal((await get('/tutorials/1-your-first-repl')).status, 404, 'the slug has no number')
    t.equal((await get('/tutorials/your-first-repl/extra')).status, 404)
  })

  t.test('every list and reading page has its own title and description', async (t) => {
    const urls = ['/tutorials', '/projects', '/blog', `/tutorials/${tutorialSlugs[0]}`, `/blog/${content.blogPosts[0]?.slug}`]
    const heads = await Promise.all(
      urls.map(async (url) => {
        const { html } = await get(url)
        return {
          title: /<title>([^<]+)<\/title>/.exec(html)?.[1],
          description: /<meta name="description" content="([^"]+)"/.exec(html)?.[1],
        }
      }),
    )
    t.equal(new Set(heads.map((head) => head.title)).size, urls.length, 'titles differ')
    t.equal(new Set(heads.map((head) => head.description)).size, urls.length, 'descriptions differ')
  })
})
