// The course as typed data: counts, order, required texts and validation errors.
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { ContentError, contentRoot, loadContent } from '../../content/load.ts'
import { markdownToHtml } from '../../content/markdown.tsx'
import { contentPlugin } from '../../content/vite-plugin.ts'
import { FEATURED_PROJECTS, GUIDE_BUTTONS, LEARNING_PROJECTS, SECTION_TITLES, TUTORIALS } from '../helpers/spec.ts'

const content = loadContent()

t.test('every collection has the spec count, order, titles, levels and minutes', async (t) => {
  t.same(
    content.sections.map((s) => s.title),
    SECTION_TITLES,
  )
  t.same(
    content.sections.map((s) => s.guideButton),
    GUIDE_BUTTONS,
  )
  t.same(
    content.learningProjects.map((p) => ({ title: p.title, difficulty: p.difficulty, minutes: p.duration })),
    LEARNING_PROJECTS,
  )
  t.same(
    content.learningProjects.map((p) => p.id),
    [1, 2, 3, 4, 5],
  )
  t.same(
    content.featuredProjects.map((p) => ({ title: p.title, level: p.difficulty, minutes: p.duration })),
    FEATURED_PROJECTS,
  )
  t.same(
    content.featuredProjects.map((p) => p.id),
    [1, 2, 3, 4, 5],
  )
  t.ok(
    content.featuredProjects.every((p) => Math.floor(p.duration / 60) >= 1),
    'no featured project shows 0 hours',
  )
  t.same(
    content.tutorials.map((p) => ({ title: p.title, level: p.difficulty, minutes: p.duration, icon: p.icon })),
    TUTORIALS,
  )
  t.same(
    content.blogPosts.map((p) => p.readTime),
    [5, 8, 6],
  )
  t.ok(
    content.blogPosts.every((p) => p.publishedAt >= '2024-12-10' && p.publishedAt <= '2024-12-15'),
    'posts dated 2024-12-10 to 2024-12-15',
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
  t.match(content.claims, { learners: '10,000+', sections: 12, projects: 5, journeyDays: 30 })
  t.same(
    content.blogCategories.map((c) => `${c.name} ${c.count}`),
    ['AI & Prompting 8', 'Debugging 5', 'Tutorials 12', 'Best Practices 6'],
  )
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
  t.notMatch(section6?.html, /CLEAR Framework<\/h2>/)
  t.notMatch(section6?.html, /C is for Context/)
  t.match(section6?.html, /id="step-1-build-a-prompt-with-the-clear-cards"/, 'the rest of the body is kept')
})

t.test('Markdown rendering', async (t) => {
  const html = markdownToHtml(
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
  t.match(
    html,
    /<h2 id="a-heading"><a href="#a-heading" class="heading-link">A Heading<\/a><\/h2>/,
    'headings get stable ids and link to themselves',
  )
  t.notMatch(html, /href="javascript:/i, 'javascript: links are not rendered as links')
  t.notMatch(html, /href="data:/i, 'data: links are dropped')
  t.match(
    html,
    /<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer" class="external-link">ok<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>/,
  )
  t.match(html, /<a href="\/guide">local<\/a>/, 'relative links stay in the tab')
  t.match(html, /<a href="mailto:a@b.c">mail<\/a>/)
  t.match(html, /<table>/, 'GFM tables')
  t.match(
    html,
    /<li class="task-list-item"><label><input type="checkbox"\/> done<\/label><\/li>/,
    'GFM task lists become labelled checklists',
  )
  t.match(
    html,
    /<div class="code-block"><div class="code-block-actions" data-copy-slot=""><\/div><pre tabindex="0"><code class="hljs language-js">/,
    'code is wrapped, focusable for scrolling, and highlighted',
  )
  t.match(html, /<span class="hljs-keyword">const<\/span>/)
  t.notMatch(html, /<script/, 'raw scripts are removed')
  t.notMatch(html, /onerror/, 'event handlers are removed')
  t.match(html, /<details><summary>Q\?<\/summary>/, 'knowledge-check disclosures survive')
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

t.test('the build fails on a bad content file', async (t) => {
  const plugin = contentPlugin(brokenContentRoot(t))
  const buildStart = plugin.buildStart as unknown as (this: { addWatchFile: () => void }) => void
  t.throws(() => buildStart.call({ addWatchFile() {} }), /1-simple-rsvp-page\.md[\s\S]*difficulty/)
})
