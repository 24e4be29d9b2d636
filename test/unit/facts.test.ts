// The registry of platform facts (course/registries/facts.ts): every fact has a source
// and a date, a lesson's {{fact:id}} becomes the fact's text, a page that uses
// facts says when they were checked and where they come from, and a bad fact
// or an unknown id fails the build naming the file.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'
import { ContentError, loadContent, readCourseFiles } from '../../course/load.ts'
import { factIds, factSourcesHtml, readFacts } from '../../course/registries/facts.ts'
import { contentPlugin } from '../../course/vite-plugin.ts'
import { find, findAll } from '../helpers/html.ts'
import { siteContent } from '../helpers/site-content.ts'

const POST = `---
id: 1
title: A post
excerpt: Two sentences. Here.
author: Sam
readTime: 1
tags:
  - Replit
imageUrl: /api/placeholder/800/400
publishedAt: 2026-11-24
category: ai-prompting
---
## Costs

Before. {{fact:plan-free}} After, and {{fact:plan-free}} again. {{fact:effort}}
`

const FACTS = `- id: plan-free
  text: The free plan is called **Starter**.
  source: https://docs.replit.com/billing/ai-billing
  checked: 2026-11-24
- id: effort
  text: Agent is billed by effort.
  source: https://docs.replit.com/features/agent/agent-modes
  checked: 2026-10-02
`

/** A content root holding only a blog folder with one post and a facts folder. */
function smallRoot(t: { teardown: (fn: () => void) => void }, facts: string, post = POST): string {
  const root = mkdtempSync(join(tmpdir(), 'fztv-facts-'))
  t.teardown(() => rmSync(root, { recursive: true, force: true }))
  mkdirSync(join(root, 'blog'))
  mkdirSync(join(root, 'facts'))
  writeFileSync(join(root, 'blog', '1-a-post.md'), post)
  writeFileSync(join(root, 'facts', 'topic.yaml'), facts)
  return root
}

t.test('every fact in the registry has a unique id, a sentence, an https source and a checked date', async (t) => {
  const facts = readFacts(contentRoot)
  t.ok(facts.size >= 20, `${facts.size} facts`)
  for (const fact of facts.values()) {
    t.match(fact.source, /^https:\/\//, `${fact.id}: has a source`)
    t.match(fact.checked, /^\d{4}-\d{2}-\d{2}$/, `${fact.id}: has a checked date`)
    t.ok(fact.text.length > 20, `${fact.id}: says something`)
  }
})

t.test('a fact token becomes the fact text, and the page records the facts it used', async (t) => {
  const [post] = readCourseFiles('blog', smallRoot(t, FACTS))
  t.equal(post?.markdown.includes('{{fact:'), false, 'no token is left')
  t.match(
    post?.markdown,
    'Before. The free plan is called **Starter**. After, and The free plan is called **Starter**. again. Agent is billed by effort.',
  )
  t.match(post?.written, '{{fact:plan-free}}', 'the body as written keeps its tokens')
  t.same(
    post?.facts.map((fact) => fact.id),
    ['plan-free', 'effort'],
    'each fact once, in order of first use',
  )
  t.same(factIds(post?.written ?? ''), ['plan-free', 'effort'])
})

t.test('a page using facts ends with the oldest checked date and links to its sources', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-content-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const root = join(dir, 'content')
  cpSync(contentRoot, root, { recursive: true })
  rmSync(join(root, 'facts'), { recursive: true, force: true })
  mkdirSync(join(root, 'facts'))
  writeFileSync(join(root, 'facts', 'topic.yaml'), FACTS)
  for (const folder of ['sections', 'learning-projects', 'featured-projects', 'tutorials', 'blog', 'problems']) {
    // Every lesson and Unstuck problem without its tokens (body, frontmatter and knowledge check alike), so the small registry is enough.
    for (const { file } of readCourseFiles(folder as 'blog', contentRoot)) {
      writeFileSync(join(root, file), readFileSync(join(contentRoot, file), 'utf8').replace(/\{\{fact:[^}]*\}\}/g, 'x'))
    }
  }
  writeFileSync(join(root, 'blog', readCourseFiles('blog', contentRoot)[0]?.file.slice('blog/'.length) ?? ''), POST)
  const html = loadContent(root).blogPosts[0]?.html ?? ''
  t.match(html, '<strong>Starter</strong>', 'the fact text is compiled as Markdown')
  const note = find(html, 'aside.fact-sources')
  t.ok(note, 'a sources note')
  t.match(html, /Replit details checked on <time datetime="2026-10-02">2 October 2026<\/time>/, 'the oldest date of its facts')
  const hrefs = findAll(html, 'aside ul a').map((a) => a.getAttribute('href'))
  t.same(hrefs, ['https://docs.replit.com/billing/ai-billing', 'https://docs.replit.com/features/agent/agent-modes'], 'each source once')
  t.equal(factSourcesHtml([]), '', 'a page without facts gets no note')
})

t.test('the real course: pages that use facts show the note, pages without none', async (t) => {
  const content = await siteContent()
  const pages = [...content.sections, ...content.learningProjects, ...content.featuredProjects, ...content.tutorials]
  const withFacts = pages.filter((page) => page.html.includes('Replit details checked on'))
  t.ok(withFacts.length >= 10, `${withFacts.length} pages show when their Replit details were checked`)
  for (const page of pages) t.notMatch(page.html, /\{\{fact:/, `${page.title}: no fact token is left`)
})

t.test('a fact starts a sentence in every course file, English and translated', async (t) => {
  // A fact is a whole sentence with its own capital ("On Starter you can..."), so a
  // sentence that leads into it reads "On the free plan, On Starter you can...".
  const files = readdirSync(contentRoot, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(md|ya?ml)$/.test(file))
  t.ok(files.length > 100, `${files.length} course files read`)
  for (const file of files) {
    const text = readFileSync(join(contentRoot, file), 'utf8')
    const leadIns = [...text.matchAll(/[\p{Ll},;] \{\{fact:[\w-]+\}\}/gu)].map(([match]) => match)
    t.same(leadIns, [], `${file}: no fact follows half a sentence`)
  }
})

t.test('an unknown fact id fails, naming the file and the id', async (t) => {
  const root = smallRoot(t, FACTS, POST.replace('{{fact:effort}}', '{{fact:no-such-fact}}'))
  t.throws(() => readCourseFiles('blog', root), {
    name: 'ContentError',
    message: /content\/blog\/1-a-post\.md: uses \{\{fact:no-such-fact\}\}, but no fact has the id "no-such-fact"/,
  })
})

t.test('a fact without a source or a date fails, naming the file and the fact', async (t) => {
  const noSource = FACTS.replace('  source: https://docs.replit.com/billing/ai-billing\n', '')
  t.throws(() => readCourseFiles('blog', smallRoot(t, noSource)), {
    name: 'ContentError',
    message: /content\/facts\/topic\.yaml: fact "plan-free" is invalid\n\s+source:/,
  })
  const noDate = FACTS.replace('  checked: 2026-10-02\n', '')
  t.throws(() => readCourseFiles('blog', smallRoot(t, noDate)), {
    message: /content\/facts\/topic\.yaml: fact "effort" is invalid\n\s+checked:/,
  })
  const badDate = FACTS.replace('2026-10-02', 'last week')
  t.throws(() => readCourseFiles('blog', smallRoot(t, badDate)), { message: /fact "effort" is invalid\n\s+checked:/ })
  const plainHttp = FACTS.replace('https://docs.replit.com/billing', 'http://docs.replit.com/billing')
  t.throws(() => readCourseFiles('blog', smallRoot(t, plainHttp)), { message: /fact "plan-free" is invalid\n\s+source:/ })
})

t.test('an id defined twice fails, naming both files', async (t) => {
  const root = smallRoot(t, FACTS)
  writeFileSync(join(root, 'facts', 'again.yaml'), FACTS)
  t.throws(() => readCourseFiles('blog', root), {
    message: /content\/facts\/topic\.yaml: fact "plan-free" is already defined in content\/facts\/again\.yaml/,
  })
})

t.test('the build fails on an unknown fact id', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-content-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const root = join(dir, 'content')
  cpSync(contentRoot, root, { recursive: true })
  writeFileSync(
    join(root, 'tutorials', '1-your-first-repl.md'),
    `${readFileSync(join(root, 'tutorials', '1-your-first-repl.md'), 'utf8')}\n{{fact:made-up}}\n`,
  )
  const plugin = contentPlugin(root)
  const buildStart = plugin.buildStart as unknown as (this: { addWatchFile: () => void }) => void
  t.throws(() => buildStart.call({ addWatchFile() {} }), ContentError)
  t.throws(() => buildStart.call({ addWatchFile() {} }), /tutorials\/1-your-first-repl\.md: uses \{\{fact:made-up\}\}/)
})
