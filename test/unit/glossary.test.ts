// The glossary: each term defined once on /glossary, and the
// first use of each term on a lesson page linked to its entry by the Markdown
// pipeline at build time, never in a heading, code, a link or a question.
import { renderToStaticMarkup } from 'react-dom/server'
import t from 'tap'
import { markdownToHtml } from '../../course/markdown/markdown.tsx'
import { glossaryAnchor } from '../../course/markdown/rehype-glossary-links.ts'
import { GLOSSARY_PATH, glossaryEntries } from '../../course/registries/glossary.ts'
import { buildSiteMap } from '../../course/site-map.ts'
import { GlossaryList } from '../../pages/glossary/glossary-list.tsx'
import { footerNavigation } from '../../renderer/frame/navigation.ts'
import { find, textOf } from '../helpers/html.ts'
import { siteContent } from '../helpers/site-content.ts'

const terms = [
  { term: 'HTML', definition: 'The page language.', learnMore: '/section1' },
  { term: 'checkpoint', forms: ['checkpoints'], definition: 'A snapshot.', learnMore: '/section2' },
  { term: 'server', definition: 'A program.', learnMore: '/section1' },
  { term: 'developer tools', definition: 'Browser tools.', learnMore: '/section3' },
]
const render = (markdown: string) => markdownToHtml(markdown, { file: 'test.md', figures: '/nonexistent', glossary: terms }).html
const linksIn = (html: string) =>
  [...html.matchAll(/<a href="\/glossary#([^"]+)" class="glossary-link">([^<]*)<\/a>/g)].map((m) => `${m[1]}:${m[2]}`)

t.test('the first use of each term in prose links to its entry, and only the first', async (t) => {
  const html = render(
    [
      '## HTML and checkpoints',
      '',
      'Your `HTML` file and [the server](/section1) wait. **HTML** is bold here.',
      '',
      '<details><summary>Is a checkpoint a file?</summary>',
      '',
      'No.',
      '',
      '</details>',
      '',
      'Checkpoints save HTML. A checkpoint is handy, and HTML again.',
      '',
      '```text',
      'server',
      '```',
      '',
      '- The server answers; a webserver and an observer do not count, nor does html in lower case.',
      '- Open your developer tools.',
    ].join('\n'),
  )
  t.same(linksIn(html), ['checkpoint:Checkpoints', 'html:HTML', 'server:server', 'developer-tools:developer tools'])
  const heading = /<h2 id="html-and-checkpoints">[\s\S]*?<\/h2>/.exec(html)?.[0]
  t.ok(heading, 'the heading is there')
  t.notMatch(heading, /glossary/, 'headings are not linked')
  t.match(html, /<code>HTML<\/code>/, 'code is not linked')
  t.match(html, /<summary>Is a checkpoint a file\?<\/summary>/, 'a knowledge-check question is not linked')
  t.match(html, /<a href="\/section1">the server<\/a>/, 'an existing link keeps its text and target')
  t.match(html, /<strong>HTML<\/strong> is bold/, 'bold words are not linked')
  t.match(html, /A checkpoint is handy, and HTML again\./, 'later uses stay plain')
  t.equal(render('No terms here.'), markdownToHtml('No terms here.').html, 'a page without terms is unchanged')
})

const content = await siteContent()
const glossaryHtml = renderToStaticMarkup(GlossaryList({ terms: glossaryEntries(content) }))
const anchors = new Set([...glossaryHtml.matchAll(/<dt id="([^"]+)">/g)].map((match) => match[1]))

t.test('/glossary defines every term once, server-rendered, with a lesson to learn more', async (t) => {
  t.equal(anchors.size, content.glossary.length, 'one entry per term, each with its own anchor')
  for (const { term, definition } of content.glossary) {
    t.match(glossaryHtml, `>${term}</dt>`, `${term}: listed`)
    t.equal(textOf(find(glossaryHtml, `#${glossaryAnchor(term)} + dd p`)?.toString() ?? ''), definition, `${term}: defined in the HTML`)
    t.ok(definition.split(/[.!?]\s/).length <= 3, `${term}: at most three sentences`)
  }
  const lessonIds = new Map<string, Set<string | undefined>>(
    [
      ...content.sections.map((section) => [`/section${section.number}`, section.html] as const),
      ...content.tutorials.map((tutorial) => [`/tutorials/${tutorial.slug}`, tutorial.html] as const),
    ].map(([path, html]) => [path, new Set([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]))]),
  )
  for (const { term, learnMore } of content.glossary) {
    const [path = '', fragment] = learnMore.split('#')
    t.ok(lessonIds.has(path), `${term}: learn more at ${path}, a lesson that exists`)
    if (fragment) t.ok(lessonIds.get(path)?.has(fragment), `${term}: ... at its heading #${fragment}`)
  }
  t.ok(buildSiteMap(content).paths.includes(GLOSSARY_PATH), 'the site map lists /glossary')
  t.ok(
    footerNavigation.some((link) => link.href === GLOSSARY_PATH),
    'the footer links to /glossary',
  )
})

t.test("each lesson page's glossary links resolve to an entry, one link per term", async (t) => {
  const pages = [
    ...content.sections.map((section) => [`/section${section.number}`, section.html] as const),
    ...content.learningProjects.map((project) => [`/project${project.id}`, project.html] as const),
    ...content.featuredProjects.map((project) => [`/featured-project${project.id}`, project.html] as const),
    ...content.tutorials.map((tutorial) => [`/tutorials/${tutorial.slug}`, tutorial.html] as const),
    ...content.blogPosts.map((post) => [`/blog/${post.slug}`, post.html] as const),
  ]
  for (const [page, html] of pages) {
    const targets = [...html.matchAll(/href="\/glossary#([^"]*)"/g)].map((match) => match[1])
    t.ok(targets.length > 0, `${page}: links its first use of a term to the glossary (${targets.length})`)
    t.same(
      targets.filter((target) => !anchors.has(target)),
      [],
      `${page}: every glossary link lands on an entry`,
    )
    t.equal(new Set(targets).size, targets.length, `${page}: each term linked once`)
  }
  for (const page of content.legalPages) t.notMatch(page.html, /glossary/, `/${page.slug}: legal text is not linked`)
})
