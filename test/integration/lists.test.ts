// The list pages (/tutorials, /projects, /blog) and the reading pages
// (/tutorials/{slug}, /blog/{slug}) rendered on the server, and the pure
// filtering module both sides use. Pages need the production build.
import t from 'tap'
import { lists } from '../../lib/i18n/messages/en/lists.ts'
import { lists as spanishLists } from '../../lib/i18n/messages/es/lists.ts'
import {
  describeResults,
  filterArticles,
  filterByTextAndLevel,
  isSearching,
  matchesLevel,
  matchesQuery,
  noFilters,
  readFilters,
  searchWithFilters,
} from '../../lib/list-filters.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { cspProblems, descriptionOf, find, findAll, h1Of, hasTag, links, textOf, titleOf } from '../helpers/html.ts'
import { siteContent } from '../helpers/site-content.ts'

const content = await siteContent()

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

/** The posts whose title, excerpt or a tag contains the text, ignoring case: the spec's blog search, written out on its own. */
function postsMatching(text: string) {
  const needle = text.toLowerCase()
  return content.blogPosts.filter((post) => [post.title, post.excerpt, ...post.tags].some((field) => field.toLowerCase().includes(needle)))
}

t.test('blog posts are searched by title, excerpt and tags', async (t) => {
  const ids = (query: string) => filterArticles(content.blogPosts, { query, level: 'All' }).map((post) => post.id)
  t.same(
    ids(''),
    content.blogPosts.map((post) => post.id),
  )
  t.same(ids('tip calculator'), [3], 'title')
  t.same(ids('case study'), [2], 'excerpt')
  t.same(
    ids('PROMPTING'),
    postsMatching('prompting').map((post) => post.id),
    'tag, ignoring case',
  )
  t.ok(ids('PROMPTING').includes(1), 'post 1 is found by its tag alone')
  t.same(ids('nothing like this'), [])
})

t.test('isSearching and describeResults', async (t) => {
  t.notOk(isSearching({ query: '  ', level: 'Beginner' }))
  t.ok(isSearching({ query: 'a', level: 'All' }))
  t.equal(describeResults(lists.tutorialCount(4), noFilters, lists), 'Showing 4 tutorials')
  t.equal(
    describeResults(lists.tutorialCount(1), { query: ' deploy ', level: 'Advanced' }, lists),
    'Showing 1 tutorial matching "deploy" in Advanced',
  )
  t.equal(describeResults(lists.tutorialCount(0), { query: '', level: 'Beginner' }, lists), 'Showing 0 tutorials in Beginner')
  t.equal(
    describeResults(spanishLists.tutorialCount(1), { query: 'deploy', level: 'Advanced' }, spanishLists),
    'Mostrando 1 tutorial para "deploy" en Avanzado',
    'in Spanish, the level named in Spanish',
  )
})

// ---------------------------------------------------------------------------
// Server-rendered pages

t.test('list and reading pages on the server', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)

  async function get(url: string) {
    const response = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
    return { status: response.statusCode, html: response.body }
  }
  /** The main area's text, without the header (whose search box also mentions tutorials). */
  const mainText = (html: string) => textOf(find(html, 'main') ?? '')
  /** The ends of the card titles' links (after `prefix`) a list shows, in order. */
  const cardLinks = (html: string, prefix: string) =>
    findAll(html, 'main h3 > a')
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.startsWith(prefix))
      .map((href) => href.slice(prefix.length))
  /** The badge of a level, as the cards show it. */
  const levelBadges = (html: string) =>
    findAll(html, '[class*="badge-level-"]').map((badge) => `${badge.getAttribute('class')}: ${badge.text}`)
  const tutorialSlugs = content.tutorials.map((tutorial) => tutorial.slug)

  t.test('/tutorials lists every tutorial with its card', async (t) => {
    const { status, html } = await get('/tutorials')
    t.equal(status, 200)
    t.equal(h1Of(html), 'Step-by-Step Tutorials')
    t.same(cardLinks(html, '/tutorials/'), tutorialSlugs)
    t.match(mainText(html), 'Showing 4 tutorials')
    for (const level of ['All', 'Beginner', 'Intermediate', 'Advanced']) {
      t.ok(
        hasTag(html, 'button', { type: 'submit', name: 'level', value: level, 'aria-pressed': String(level === 'All') }),
        `${level} choice`,
      )
    }
    t.ok(hasTag(html, 'form', { action: '/tutorials', method: 'get' }), 'a plain GET form')
    t.ok(levelBadges(html).includes('badge badge-level-beginner: Beginner'))
    t.ok(levelBadges(html).includes('badge badge-level-advanced: Advanced'))
    t.ok(find(html, 'main svg.lucide-play'), 'tutorial icons')
    t.ok(find(html, 'main svg.lucide-rocket'))
    const text = mainText(html)
    t.match(text, 'Check every answer, including a guest count from 1 to 10', 'learning points')
    t.match(text, '20 min')
    t.notMatch(text, 'Before you start', 'no tutorial body is sent with the list')
    t.same(cspProblems(html), [])
  })

  t.test('/tutorials renders the recommended path in order, linking to each reading page', async (t) => {
    const { html } = await get('/tutorials')
    const path = links(html, 'ol.path-steps')
    t.same(
      path.map((link) => link.href),
      tutorialSlugs.map((slug) => `/tutorials/${slug}`),
    )
    t.same(
      path.map((link) => link.text),
      ['Your First Repl', 'Building an RSVP Page', 'Debugging with AI', 'Deploying Your App'],
    )
  })

  t.test('/tutorials?q=deploy&level=Advanced is filtered on the server', async (t) => {
    const { html } = await get('/tutorials?q=deploy&level=Advanced')
    t.same(cardLinks(html, '/tutorials/'), ['deploying-your-app'])
    t.match(mainText(html), 'Showing 1 tutorial matching "deploy" in Advanced')
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
    t.same(cardLinks((await get('/tutorials?q=+tiny+PROJECT+')).html, '/tutorials/'), ['your-first-repl'], 'spaces from a form')
    t.same(cardLinks((await get('/tutorials?level=Intermediate')).html, '/tutorials/'), ['building-an-rsvp-page', 'debugging-with-ai'])
    t.same(cardLinks((await get('/tutorials?q=&level=All')).html, '/tutorials/'), tutorialSlugs, "'All' restores the list")
    t.same(cardLinks((await get('/tutorials?level=Expert')).html, '/tutorials/'), tutorialSlugs, 'an unknown level shows all')
  })

  t.test('/tutorials with no match shows the empty state with Clear Filters', async (t) => {
    const { status, html } = await get('/tutorials?q=quantum&level=Beginner')
    t.equal(status, 200)
    t.same(cardLinks(html, '/tutorials/'), [])
    t.match(mainText(html), 'No tutorials found matching your criteria.')
    t.ok(
      links(html).some((link) => link.href === '/tutorials' && link.text === 'Clear Filters'),
      'Clear Filters links to the whole list',
    )
    t.match(mainText(html), 'Showing 0 tutorials matching "quantum" in Beginner')
  })

  t.test('/projects lists projects 1 to 5 with their links and whole hours', async (t) => {
    const { status, html } = await get('/projects')
    t.equal(status, 200)
    t.equal(h1Of(html), 'Featured Projects')
    const text = mainText(html)
    t.match(text, '5 Complete Projects • 10+ Hours of Learning')
    t.same(cardLinks(html, '/featured-project'), ['1', '2', '3', '4', '5'])
    for (const [index, project] of content.featuredProjects.entries()) {
      // The featured cards: after the learning projects' (an <ol>), in their own list.
      const cardLinkNames = links(findAll(html, 'main ul.list-grid > li.list-card')[index] ?? '').map((link) => `${link.href} ${link.text}`)
      t.ok(cardLinkNames.includes(`/featured-project${project.id} Start Project: ${project.title}`), `Start Project ${project.id}`)
      t.ok(cardLinkNames.includes(`/featured-project${project.id} View Details of ${project.title}`), `View Details ${project.id}`)
    }
    const hours = content.featuredProjects.map((project) => Math.floor(project.duration / 60))
    const shown = findAll(html, 'main ul.list-grid .meta-list li:first-child').map((item) => Number.parseInt(textOf(item), 10))
    t.same(shown, hours, 'minutes / 60, rounded down')
    t.notMatch(text, 'Coming Soon', 'hidden while its list is empty')
    t.equal(find(html, 'h2#recommended-sequence')?.text, 'Recommended Sequence')
    for (const step of content.projectsPage.recommendedSequence) t.match(text, step)
    for (const outcome of content.projectsPage.learningOutcomes) t.match(text, outcome)
    t.match(text, 'Ready to Start Building?')
    t.same(cspProblems(html), [])
  })

  t.test('/projects filters by text and level on the server', async (t) => {
    t.same(cardLinks((await get('/projects?level=Intermediate')).html, '/featured-project'), ['2', '3', '4'])
    t.same(cardLinks((await get('/projects?q=recipe')).html, '/featured-project'), ['4'])
    t.same(cardLinks((await get('/projects?q=recipe&level=Advanced')).html, '/featured-project'), [])
    const empty = await get('/projects?q=recipe&level=Advanced')
    t.match(mainText(empty.html), 'No projects found matching your criteria.')
    t.ok(links(empty.html).some((link) => link.href === '/projects' && link.text === 'Clear Filters'))
  })

  t.test('/blog shows the featured article, the latest articles, categories and the subscribe form', async (t) => {
    const { status, html } = await get('/blog')
    t.equal(status, 200)
    t.equal(h1Of(html), 'Vibe Coding Blog')
    const featured = find(html, 'section.featured-post')
    t.match(textOf(featured ?? ''), /^Featured Article /)
    t.equal(featured?.querySelector('h2 > a')?.getAttribute('href'), '/blog/10-prompts-that-turn-ideas-into-working-apps')
    t.equal(textOf(find(html, 'h2#articles-heading') ?? ''), `Latest Articles ${content.blogPosts.length}`)
    t.same(
      cardLinks(html, '/blog/'),
      content.blogPosts.map((post) => post.slug),
    )
    const text = mainText(html)
    t.match(text, 'Priya Nair, From Zero to Vibe team')
    t.ok(hasTag(html, 'time', { datetime: '2024-12-12' }), 'a machine-readable date')
    t.ok(
      findAll(html, 'time').some((time) => time.text === 'December 12, 2024'),
      'dates written out',
    )
    t.match(text, '8 min read')
    for (const [tag, tone] of [
      ['AI', 'violet'],
      ['Prompting', 'indigo'],
      ['Debugging', 'rose'],
      ['Replit', 'orange'],
      ['Tutorial', 'teal'],
      ['Web App', 'blue'],
    ]) {
      t.ok(
        findAll(html, `span.badge.badge-tone.tone-${tone}`).some((badge) => badge.text === tag),
        `${tag} has its fixed colour`,
      )
    }
    // Their counts and lists: test/integration/blog-categories.test.ts.
    t.same(
      findAll(html, 'ul.category-list > li > a > span:first-child').map((label) => label.text),
      ['AI & Prompting', 'Debugging', 'Tutorials', 'Best Practices'],
      'the four categories, in order',
    )
    t.equal(find(html, 'h2#stay-updated-heading')?.text, 'Stay Updated')
    t.notMatch(text, 'Step 1: Make sure you can go back', 'no article body is sent with the list')
    t.same(cspProblems(html), [])
  })

  t.test('/blog?q= hides the featured article and shows search results', async (t) => {
    const { html } = await get('/blog?q=debug')
    t.notOk(find(html, 'section.featured-post'), 'no featured article')
    const slugs = (query: string) => postsMatching(query).map((post) => post.slug)
    t.equal(textOf(find(html, 'h2#articles-heading') ?? ''), `Search Results ${slugs('debug').length}`)
    t.same(cardLinks(html, '/blog/'), slugs('debug'))
    t.ok(slugs('debug').includes('how-to-fix-a-broken-replit-app-with-ai'))
    t.same(cardLinks((await get('/blog?q=web+app')).html, '/blog/'), slugs('web app'))
    t.same(cardLinks((await get('/blog?q=Prompting&level=Advanced')).html, '/blog/'), slugs('prompting'), 'the blog has no level filter')

    const empty = await get('/blog?q=blockchain')
    t.match(mainText(empty.html), 'No articles found matching your search.')
    t.ok(links(empty.html).some((link) => link.href === '/blog' && link.text === 'Show All Articles'))
    t.equal(textOf(find(empty.html, 'h2#articles-heading') ?? ''), 'Search Results 0')
  })

  t.test('each tutorial has a reading page with its body, metadata and neighbours', async (t) => {
    for (const [index, tutorial] of content.tutorials.entries()) {
      const { status, html } = await get(`/tutorials/${tutorial.slug}`)
      t.equal(status, 200, `${tutorial.slug}: status`)
      t.equal(h1Of(html), tutorial.title)
      t.equal(titleOf(html), `${tutorial.title}: a Step-by-Step Tutorial | From Zero to Vibe`)
      t.equal(descriptionOf(html), tutorial.description)
      t.equal(find(html, `main .badge-level-${tutorial.difficulty.toLowerCase()}`)?.text, tutorial.difficulty)
      t.match(mainText(html), `${tutorial.duration} min`)
      const tags = findAll(html, 'main ul[aria-label="Tags"] li').map((item) => item.text)
      t.same(tags, tutorial.tags, `${tutorial.slug}: tags`)
      t.ok(find(html, '#prose.prose'), `${tutorial.slug}: the body`)
      t.equal(findAll(html, 'h2#before-you-start').length, 1, `${tutorial.slug}: the body is in the page once`)
      const previous = content.tutorials[index - 1]
      const next = content.tutorials[index + 1]
      const [previousLink, nextLink] = links(html, 'nav.prev-next')
      t.equal(previousLink?.href, previous ? `/tutorials/${previous.slug}` : '/tutorials', `${tutorial.slug}: previous`)
      t.equal(nextLink?.href, next ? `/tutorials/${next.slug}` : '/projects', `${tutorial.slug}: next`)
      t.same(cspProblems(html), [])
    }
  })

  t.test('each blog post has a reading page with its body, byline and neighbours', async (t) => {
    for (const [index, post] of content.blogPosts.entries()) {
      const { status, html } = await get(`/blog/${post.slug}`)
      t.equal(status, 200, `${post.slug}: status`)
      t.equal(h1Of(html), post.title)
      t.equal(titleOf(html), `${post.title} | Vibe Coding Blog`)
      t.equal(descriptionOf(html), post.excerpt)
      t.match(mainText(html), post.author)
      t.ok(hasTag(html, 'time', { datetime: post.publishedAt }), `${post.slug}: date`)
      t.match(mainText(html), `${post.readTime} min read`)
      t.ok(find(html, '#prose.prose h2'), `${post.slug}: the body, with its headings`)
      const previous = content.blogPosts[index - 1]
      const next = content.blogPosts[index + 1]
      const [previousLink, nextLink] = links(html, 'nav.prev-next')
      t.equal(previousLink?.href, previous ? `/blog/${previous.slug}` : '/blog', `${post.slug}: previous`)
      t.equal(nextLink?.href, next ? `/blog/${next.slug}` : '/blog', `${post.slug}: next`)
    }
  })

  t.test('unknown slugs answer 404 with a useful not-found page', async (t) => {
    const tutorial = await get('/tutorials/no-such-tutorial')
    t.equal(tutorial.status, 404)
    t.equal(h1Of(tutorial.html), 'Tutorial Not Found')
    t.ok(links(tutorial.html).some((link) => link.href === '/tutorials' && link.text === 'Browse All Tutorials'))
    t.equal(titleOf(tutorial.html), 'Tutorial Not Found | From Zero to Vibe')

    const post = await get('/blog/no-such-post')
    t.equal(post.status, 404)
    t.equal(h1Of(post.html), 'Article Not Found')
    t.ok(links(post.html).some((link) => link.href === '/blog' && link.text === 'Back to the Blog'))

    t.equal((await get('/tutorials/1-your-first-repl')).status, 404, 'the slug has no number')
    t.equal((await get('/tutorials/your-first-repl/extra')).status, 404)
  })

  t.test('every list and reading page has its own title and description', async (t) => {
    const urls = ['/tutorials', '/projects', '/blog', `/tutorials/${tutorialSlugs[0]}`, `/blog/${content.blogPosts[0]?.slug}`]
    const heads = await Promise.all(
      urls.map(async (url) => {
        const { html } = await get(url)
        return { title: titleOf(html), description: descriptionOf(html) }
      }),
    )
    t.equal(new Set(heads.map((head) => head.title)).size, urls.length, 'titles differ')
    t.equal(new Set(heads.map((head) => head.description)).size, urls.length, 'descriptions differ')
  })
})
