// The course builds step by step and shows instead of only telling
// (docs/course-style.md): one Agent, one prompt framework (CLEAR) in every
// project prompt, each glossary term defined once, support that fades from
// learning project 3 on, an "If you get stuck" box and a figure on every
// section and project, and no guessed menu labels. Reads content/ as written
// and the pages as served (needs the production build: npm test builds first).
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'
import { readCourseFiles } from '../../course/load.ts'
import { proseOf } from '../../course/metrics.ts'
import { FIGURES_FOLDER, figureNames, readFigure } from '../../course/registries/figures.ts'
import { expandTerms, readTerms } from '../../course/registries/terms.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { textOf } from '../helpers/html.ts'
import { siteContent } from '../helpers/site-content.ts'

const content = await siteContent()

/** Every lesson a learner reads, as written: path from the content root, validated frontmatter and Markdown body. */
const lessons = (['sections', 'learning-projects', 'featured-projects', 'tutorials', 'blog'] as const).flatMap((folder) =>
  readCourseFiles(folder, contentRoot).map(({ file, meta, markdown }) => ({ file, meta, body: markdown })),
)

/** Sections and projects: the pages that must carry a stuck box and a figure. */
const coursePages = [
  ...content.sections.map((section) => ({ page: `/section${section.number}`, html: section.html, figures: section.figures })),
  ...content.learningProjects.map((project) => ({ page: `/project${project.id}`, html: project.html, figures: project.figures })),
  ...content.featuredProjects.map((project) => ({ page: `/featured-project${project.id}`, html: project.html, figures: project.figures })),
]

const projects = [
  ...content.learningProjects.map((project) => ({
    page: `/project${project.id}`,
    folder: 'learning-projects',
    ...project,
    fadesSupport: project.id >= 3,
  })),
  ...content.featuredProjects.map((project) => ({
    page: `/featured-project${project.id}`,
    folder: 'featured-projects',
    ...project,
    fadesSupport: true,
  })),
]

/** The intro and first step of a project's "Build it step by step". */
function firstBuildStep(folder: string, id: number): string {
  const lesson = lessons.find((item) => item.file.startsWith(`${folder}/${id}-`))
  const build = lesson?.body.split(/\n(?=## )/).find((part) => part.startsWith('## Build it step by step')) ?? ''
  return build
    .split(/\n(?=### )/)
    .slice(0, 2)
    .join('\n')
}

t.test('no page tells the learner to use "the Assistant": Replit has one Agent', async (t) => {
  const { sections, learningProjects, featuredProjects, tutorials, blogPosts, legalPages, ...site } = content
  const pages = [
    ...lessons.map(({ file, meta, body }) => ({ file, text: JSON.stringify(meta) + body })),
    ...Object.entries(site).map(([name, data]) => ({ file: `site: ${name}`, text: JSON.stringify(data) })),
  ]
  for (const { file, text } of pages) {
    const found = text.match(/\b(?:the|Replit(?:'s)?) (?:AI )?Assistant\b/g) ?? []
    t.same(found, [], `${file}: no "the Assistant"`)
  }
})

t.test('every section and project has one "If you get stuck" box and a named figure', async (t) => {
  t.equal(coursePages.length, 22)
  for (const { page, html, figures } of coursePages) {
    t.equal(html.match(/<aside class="callout-stuck"/g)?.length ?? 0, 1, `${page}: exactly one "If you get stuck" box`)
    const names = figures.map((figure) => figure.alt)
    t.ok(names.length >= 1, `${page}: at least one figure (${names.length})`)
    for (const name of names)
      t.match(name, /^\S.{18,}[.!?]$/, `${page}: the figure's text alternative is a full sentence ("${name.slice(0, 40)}")`)
  }
})

t.test('every figure file obeys the figure rules, with its platform names from the registry, and is used', async (t) => {
  const terms = readTerms(contentRoot)
  const used = new Set(lessons.flatMap(({ body }) => [...body.matchAll(/\]\(figure:([a-z0-9-]+)/g)].map((match) => match[1])))
  for (const name of figureNames()) {
    const withTerms = (svg: string) => expandTerms(svg, terms, `figures/${name}.svg`)
    t.doesNotThrow(() => readFigure(FIGURES_FOLDER, name, 'course-progression test', withTerms), `${name}.svg: follows the rules`)
    t.ok(used.has(name), `${name}.svg: used by a lesson`)
  }
})

const CLEAR_PARTS = ['Context:', 'Length:', 'Examples:', 'Actions:', 'Role:']

t.test('every project prompt, and every "Change it" prompt, names the CLEAR parts, each at a line start, in order', async (t) => {
  const changePrompts = content.learningProjects.map((project) => ({
    page: `/project${project.id} Change it`,
    aiPrompt: project.change.prompt,
  }))
  for (const { page, aiPrompt } of [...projects, ...changePrompts]) {
    const positions = CLEAR_PARTS.map((part) => aiPrompt.search(new RegExp(`^${part}`, 'm')))
    t.notOk(positions.includes(-1), `${page}: names ${CLEAR_PARTS.filter((_, index) => positions[index] === -1).join(' ') || 'every part'}`)
    t.same(
      positions,
      [...positions].sort((a, b) => a - b),
      `${page}: parts in the order Context, Length, Examples, Actions, Role`,
    )
  }
})

t.test('support fades: from learning project 3 on, the learner writes the prompt first', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  for (const project of projects) {
    const { page, requirements, fadesSupport } = project
    const html = (await app.inject({ method: 'GET', url: page, headers: BROWSER_HEADERS })).body
    if (!fadesSupport) {
      // Their requirements (when written) carry the machine checks; no list asks for the learner's own prompt.
      t.notMatch(
        html,
        /<ul class="own-prompt-requirements">|>Write your own prompt</,
        `${page}: no own-prompt list (the learner copies the prompt)`,
      )
      t.notMatch(html, /Compare with our prompt/, `${page}: the prompt is shown, not hidden`)
      continue
    }
    t.ok(requirements && requirements.length >= 4 && requirements.length <= 8, `${page}: 4-8 requirements`)
    const own =
      /<h2 id="[^"]+">Write your own prompt<\/h2>[\s\S]*?<ul class="own-prompt-requirements">([\s\S]*?)<\/ul>\s*<details class="own-prompt-compare"><summary>Compare with our prompt<\/summary>([\s\S]*?)<\/details>/.exec(
        html,
      )
    t.ok(own, `${page}: requirements list, then our prompt inside "Compare with our prompt"`)
    t.equal(own?.[1]?.match(/<li>/g)?.length, requirements?.length, `${page}: every requirement is listed`)
    t.match(own?.[2], /<pre>Context:/, `${page}: the reference prompt is inside the disclosure`)
    // Nothing shown outside the disclosure gives our prompt away (a prefilled form, a second copy): none of its lines appear
    // elsewhere on the page (the hydration data in <script> is not shown).
    const outside = textOf(html.replace(own?.[0] ?? '', ''))
    const telling = project.aiPrompt
      .split('\n')
      .map((line) => line.replace(/^(?:[-*]\s+|(?:Context|Length|Examples|Actions|Role):\s*)/, '').trim())
      .filter((line) => line.length >= 25)
    t.same(
      telling.filter((line) => outside.includes(line)),
      [],
      `${page}: the reference prompt appears only inside the disclosure`,
    )

    const build = firstBuildStep(project.folder, project.id)
    t.match(build, /CLEAR/, `${page}: the first build step asks for a prompt written with CLEAR`)
    t.match(build, /requirements/i, `${page}: ... from the requirements`)
    t.match(build, /compare/i, `${page}: ... then to compare it with ours`)
  }
})

/** Where each glossary term is defined (docs/course-style.md rule 3), and the word forms that count. */
const GLOSSARY = [
  { term: 'HTML', forms: 'HTML', home: 'sections/01-' },
  { term: 'CSS', forms: 'CSS', home: 'sections/01-' },
  { term: 'JavaScript', forms: 'JavaScript', home: 'sections/01-' },
  { term: 'checkpoint', forms: '[Cc]heckpoints?', home: 'sections/02-' },
  { term: 'deploy', forms: '[Dd]eploy(?:s|ing|ment|ments)?|[Pp]ublish(?:es|ing)?', home: 'sections/02-' },
  { term: 'secret', forms: '[Ss]ecrets?', home: 'sections/03-' },
]

/**
 * A definition, in docs/course-style.md's words: `**Term**` followed by is/are/means
 * (an aside in brackets may come between), "Term, the <noun> that/which...",
 * or "Term (the ...".
 */
function definitionsOf(forms: string, prose: string): string[] {
  const patterns = [
    new RegExp(`\\*\\*(?:an? |the )?(?:${forms})\\*\\*(?:\\s*\\([^)]*\\))?,?\\s+(?:is|are|means)\\b`, 'g'),
    new RegExp(`\\b(?:${forms}), the (?:[\\w-]+ ){0,3}?(?:that|which|who|where|of|for)\\b`, 'g'),
    new RegExp(`\\b(?:${forms}) \\(the\\b`, 'g'),
  ]
  return patterns.flatMap((pattern) => prose.match(pattern) ?? [])
}

t.test('each glossary term is defined in one place, its home, and linked elsewhere', async (t) => {
  for (const { term, forms, home } of GLOSSARY) {
    const defined = lessons
      .map(({ file, body }) => ({ file, found: definitionsOf(forms, proseOf(body)) }))
      .filter(({ found }) => found.length > 0)
    t.same(
      defined.map(({ file }) => file.slice(0, home.length)),
      [home],
      `${term}: defined only in ${home}* (found: ${defined.map(({ file, found }) => `${file} "${found[0]}"`).join('; ') || 'nowhere'})`,
    )
  }
})

t.test('"What you should see" at most once per step', async (t) => {
  for (const { file, body } of lessons) {
    for (const step of body.split(/\n(?=#{2,3} )/)) {
      const count = step.match(/What you should see/gi)?.length ?? 0
      t.ok(count <= 1, `${file}: "${step.split('\n')[0]?.slice(0, 50)}" says "What you should see" ${count} times`)
    }
  }
})

t.test('no guessed interface labels', async (t) => {
  for (const { file, body } of lessons) {
    t.notMatch(body, /If your screen looks different/i, `${file}: no "If your screen looks different"`)
    t.notMatch(body, /something like\s*["“'‘*`]/i, `${file}: no "something like" before a label`)
  }
})

/** Each course page by its path, with the heading ids its lesson HTML has. */
const pageIds = new Map<string, Set<string>>(
  [
    ...content.sections.map((section) => [`/section${section.number}`, section.html] as const),
    ...content.learningProjects.map((project) => [`/project${project.id}`, project.html] as const),
    ...content.featuredProjects.map((project) => [`/featured-project${project.id}`, project.html] as const),
    ...content.tutorials.map((tutorial) => [`/tutorials/${tutorial.slug}`, tutorial.html] as const),
    ...content.blogPosts.map((post) => [`/blog/${post.slug}`, post.html] as const),
  ].map(([path, html]) => [path, new Set([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1] as string))]),
)

/** Site pages a lesson may link to that have no lesson body. */
const SITE_PAGES = new Set([
  '/',
  '/guide',
  '/projects',
  '/tutorials',
  '/blog',
  '/success-stories',
  '/glossary',
  '/playground',
  '/get-help',
  '/landing',
  '/privacy',
  '/terms',
  '/changes',
])

t.test('every link from one lesson to another lands on a page and heading that exist', async (t) => {
  for (const { file, body } of lessons) {
    for (const [, path = '', fragment] of body.replace(/```[\s\S]*?```/g, '').matchAll(/\]\((\/[^)#\s]*)(?:#([^)\s]+))?\)/g)) {
      const ids = pageIds.get(path)
      t.ok(ids || SITE_PAGES.has(path), `${file}: links to ${path}, which exists`)
      if (fragment) t.ok(ids?.has(fragment), `${file}: links to ${path}#${fragment}, a heading that exists`)
    }
  }
})
