// The course as typed data: counts, order, required texts and validation errors.
import { appendFileSync, copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'
import { ContentError, loadContent, readCourseFiles } from '../../course/load.ts'
import { markdownToHtml } from '../../course/markdown/markdown.tsx'
import { contentPlugin } from '../../course/vite-plugin.ts'
import { find, findAll, hasTag, links } from '../helpers/html.ts'
import { siteContent } from '../helpers/site-content.ts'
import { TUTORIALS } from '../helpers/spec.ts'

const content = loadContent(contentRoot)

t.test('the copy other test files read (test/helpers/site-content.ts) is the course as loadContent compiles it', async (t) => {
  t.same(await siteContent(), content)
})

// The sections and projects, which a content file can add to, are checked against the spec with the
// course's other counts (test/integration/learning-path.test.ts, run on a grown copy too).
t.test('every other collection has the spec count, order, titles, levels and minutes', async (t) => {
  t.ok(
    content.featuredProjects.every((p) => Math.floor(p.duration / 60) >= 1),
    'no featured project shows 0 hours',
  )
  t.same(
    content.tutorials.map((p) => ({ title: p.title, level: p.difficulty, minutes: p.duration, icon: p.icon })),
    TUTORIALS,
  )
  // The spec's three posts keep their read times and dates; later ones were added (so that every blog category holds real articles).
  const specPosts = content.blogPosts.slice(0, 3)
  t.same(
    specPosts.map((p) => p.readTime),
    [5, 8, 6],
  )
  t.ok(
    specPosts.every((p) => p.publishedAt >= '2024-12-10' && p.publishedAt <= '2024-12-15'),
    'the first three posts dated 2024-12-10 to 2024-12-15',
  )
  t.ok(
    content.blogPosts.slice(3).every((p) => p.publishedAt > '2024-12-15'),
    'later posts are dated after the first three',
  )
  t.equal(content.stories.length, 6)
  t.same(
    content.comparison.map((row) => row.characteristic),
    ['Primary Goal', 'Core Skill Required', 'Code Understanding Level', 'Development Process', 'Debugging Approach', 'Ideal Use Case'],
  )
  t.same(
    content.clearFramework.map((card) => `${card.letter} ${card.title}`),
    ['C Context', 'L Length', 'E Examples', 'A Actions', 'R Role'],
  )
  t.same(
    content.faq.map((group) => [group.category, group.entries.length]),
    [
      ['Getting Started', 3],
      ['Technical Support', 3],
      ['Community', 3],
    ],
  )
  t.same(
    content.support.options.map((o) => [o.title, o.badge, o.responseTime]),
    [
      ['Email Support', 'Recommended', 'Within 24 hours'],
      ['Community Help', 'Popular', 'Active discussions'],
      ['Documentation', 'Self-Service', 'Instant access'],
    ],
  )
  t.same(
    content.claims.storyStats.map((s) => `${s.label} ${s.value}`),
    ['Active Learners 12,000+', 'Projects Built 45,000+', 'Career Changes 800+', 'Success Rate 94%'],
  )
  t.match(content.claims, { learners: '10,000+', journeyDays: 30 })
  t.same(content.projectsPage.comingSoon, [], 'the Coming Soon list is empty')
})

t.test('every project carries a usable AI prompt', async (t) => {
  for (const project of [...content.learningProjects, ...content.featuredProjects]) {
    t.ok(project.aiPrompt.trim().length >= 200, `${project.title}: prompt is a real prompt (${project.aiPrompt.length} characters)`)
  }
})

t.test('FAQ makes the spec claims', async (t) => {
  const faq = JSON.stringify(content.faq)
  t.match(faq, /2-4 hours|2 to 4 hours/, 'first RSVP project takes 2-4 hours')
  t.match(faq, /#FromZeroToVibe/, 'sharing hashtag')
  t.match(faq, /deploy/i, 'deployment instructions')
})

t.test('section 6 shows the CLEAR cards instead of its CLEAR Framework subsection', async (t) => {
  const section6 = content.sections[5]
  const html = section6?.html ?? ''
  t.notOk(
    findAll(html, 'h2').some((h2) => h2.text === 'CLEAR Framework'),
    'no CLEAR Framework heading',
  )
  t.notMatch(html, 'C is for Context', 'nor its text')
  t.ok(find(html, 'h2#step-1-build-a-prompt-with-the-clear-cards'), 'the rest of the body is kept')
})

t.test('Markdown rendering', async (t) => {
  const { html } = markdownToHtml(
    [
      '## A Heading',
      '',
      '[bad](javascript:alert(1)) [data](data:text/html,hi) [ok](https://example.com) [local](/guide) [mail](mailto:a@b.c)',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      '- [x] done',
      '',
      '```js',
      'const answer = 42',
      '```',
      '',
      '<script>alert(1)</script>',
      '<details><summary>Q?</summary>',
      '',
      'A.',
      '',
      '</details>',
      '<img src="x" onerror="alert(1)">',
    ].join('\n'),
  )
  t.equal(find(html, 'h2#a-heading')?.text, 'A Heading', 'headings get stable ids')
  t.equal(find(html, 'h2#a-heading > a.heading-link')?.getAttribute('href'), '#a-heading', 'and link to themselves')
  const hrefs = links(html).map((link) => link.href)
  t.notOk(
    hrefs.some((href) => /^javascript:/i.test(href ?? '')),
    'javascript: links are not rendered as links',
  )
  t.notOk(
    hrefs.some((href) => /^data:/i.test(href ?? '')),
    'data: links are dropped',
  )
  t.match(
    links(html).find((link) => link.href === 'https://example.com'),
    {
      text: 'ok (opens in a new tab)',
      attributes: { target: '_blank', rel: 'noopener noreferrer', class: 'external-link' },
    },
  )
  t.same(links(html).find((link) => link.href === '/guide')?.attributes, { href: '/guide' }, 'relative links stay in the tab')
  t.same(links(html).find((link) => link.href === 'mailto:a@b.c')?.attributes, { href: 'mailto:a@b.c' })
  t.ok(find(html, 'table'), 'GFM tables')
  const task = find(html, 'li.task-list-item > label')
  t.ok(task?.querySelector('input[type="checkbox"]'), 'GFM task lists become labelled checklists')
  t.notOk(task?.querySelector('input[checked], input[disabled]'), 'unticked and enabled')
  t.equal(task?.text.trim(), 'done')
  t.ok(
    find(html, 'div.code-block > div.code-block-actions[data-copy-slot] + pre[tabindex="0"] > code.hljs.language-js'),
    'code is wrapped, focusable for scrolling, and highlighted',
  )
  t.ok(hasTag(html, 'span', { class: 'hljs-keyword' }))
  t.notOk(find(html, 'script'), 'raw scripts are removed')
  t.notOk(find(html, '[onerror]'), 'event handlers are removed')
  t.equal(find(html, 'details > summary')?.text, 'Q?', 'knowledge-check disclosures survive')
})

function brokenContentRoot(t: { teardown: (fn: () => void) => void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-content-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const root = join(dir, 'content')
  cpSync(contentRoot, root, { recursive: true })
  copyFileSync(
    join(import.meta.dirname, '..', 'fixtures', 'broken-featured-project.md'),
    join(root, 'featured-projects', '1-simple-rsvp-page.md'),
  )
  return root
}

t.test('a bad content file is reported with its path, the field and what was expected', async (t) => {
  const root = brokenContentRoot(t)
  t.throws(() => loadContent(root), ContentError)
  try {
    loadContent(root)
  } catch (error) {
    const message = (error as Error).message
    t.match(message, 'content/featured-projects/1-simple-rsvp-page.md')
    t.match(message, /difficulty: .*"Beginner"\|"Intermediate"\|"Advanced"/)
  }
})

t.test('every file is checked before a lesson is compiled: a bad file is named though an earlier lesson fails to compile', async (t) => {
  const root = brokenContentRoot(t)
  // Two headings with the same words: section 1 fails to compile (HeadingIdCollision), and it comes first.
  appendFileSync(join(root, 'sections', '01-demystifying-vibe-coding.md'), '\n## The same words\n\n## The same words\n')
  t.throws(() => loadContent(root), { name: 'ContentError', message: /featured-projects\/1-simple-rsvp-page\.md/ })
})

t.test('the build fails on a bad content file', async (t) => {
  const plugin = contentPlugin(brokenContentRoot(t))
  const buildStart = plugin.buildStart as unknown as (this: { addWatchFile: () => void }) => void
  t.throws(() => buildStart.call({ addWatchFile() {} }), /1-simple-rsvp-page\.md[\s\S]*difficulty/)
})

t.test('ids must run 1..n in file order: a missing file is caught, whatever the count', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-content-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const root = join(dir, 'content')
  cpSync(contentRoot, root, { recursive: true })
  rmSync(join(root, 'tutorials', '2-building-an-rsvp-page.md'))
  t.throws(() => loadContent(root), { name: 'ContentError', message: 'content/tutorials: item 2 has id 3; ids must run 1..3' })
})

t.test('readCourseFiles gives each Markdown file its validated frontmatter and its body as written', async (t) => {
  const [first] = readCourseFiles('tutorials', contentRoot)
  t.equal(first?.file, 'tutorials/1-your-first-repl.md')
  t.equal(first?.slug, 'your-first-repl')
  t.equal(first?.meta.title, 'Your First Repl')
  t.notMatch(first?.markdown, /^---/, 'the frontmatter is not in the body')
  t.match(first?.markdown, /^## /m, 'the body is Markdown, not HTML')
})
