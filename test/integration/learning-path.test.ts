// The learning path rendered on the server: /guide, /section{n}, /project{n}, /featured-project{n}
// and their not-found answers (needs the production build: npm test builds first).
//
// Every tap check that reads how big the course is lives here: its counts ('Section n of N', the
// home page's cards, the landing page's numbers), its lists, each page's neighbours, the first
// address past the end, and the course beginning with the spec's sections and projects.
// test/integration/grown-course.test.ts runs this file on a copy grown by one section and one
// project, so a check that writes the course's size fails there; one file, not every file that
// renders a page, so the proof costs one process on the copy (docs/testing.md).
import t, { type Test } from 'tap'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { cspProblems, descriptionOf, find, findAll, h1Of, hasTag, hydrationDataOf, links, textOf, titleOf } from '../helpers/html.ts'
import { siteContent } from '../helpers/site-content.ts'
import { FEATURED_PROJECTS, GUIDE_BUTTONS, LEARNING_PROJECTS, SECTION_TITLES } from '../helpers/spec.ts'

const content = await siteContent()
const sectionCount = content.sections.length
const learningProjectCount = content.learningProjects.length
const featuredProjectCount = content.featuredProjects.length
const sectionTitle = (n: number) => content.sections[n - 1]?.title
/** The spec's fixed values for a project it names (test/helpers/spec.ts); a project added since is checked against its own file. */
const specOrOwn = <Spec>(spec: readonly Spec[], n: number, own: Spec): Spec => spec[n - 1] ?? own
const { app, close } = await createTestApp()
t.teardown(close)

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
  return { status: response.statusCode, html: response.body }
}

function assertCleanMarkup(t: Test, html: string, url: string) {
  t.same(cspProblems(html), [], `${url}: no inline executable scripts or style attributes`)
}

/** The previous and next links at the foot of a page. */
function prevNext(html: string) {
  const [previous, next] = links(html, 'nav.prev-next')
  return { previous, next }
}

t.test("the course begins with the spec's sections and projects, in its order, and numbers them 1..n", async (t) => {
  // The spec's items come first, in its order; a section or a project added later follows them
  // (test/integration/grown-course.test.ts), so the spec's lists are a start of the course's, not all of it.
  t.ok(content.sections.length >= SECTION_TITLES.length, 'the sections the spec names, and any added after them')
  t.same(
    content.sections.slice(0, SECTION_TITLES.length).map((s) => s.title),
    SECTION_TITLES,
  )
  t.same(
    content.sections.slice(0, GUIDE_BUTTONS.length).map((s) => s.guideButton),
    GUIDE_BUTTONS,
  )
  t.same(
    content.learningProjects
      .slice(0, LEARNING_PROJECTS.length)
      .map((p) => ({ title: p.title, difficulty: p.difficulty, minutes: p.duration })),
    LEARNING_PROJECTS,
  )
  t.same(
    content.learningProjects.map((p) => p.id),
    content.learningProjects.map((_, index) => index + 1),
  )
  t.same(
    content.featuredProjects.slice(0, FEATURED_PROJECTS.length).map((p) => ({ title: p.title, level: p.difficulty, minutes: p.duration })),
    FEATURED_PROJECTS,
  )
  t.same(
    content.featuredProjects.map((p) => p.id),
    content.featuredProjects.map((_, index) => index + 1),
  )
})

t.test('home has a card per section, in order, each with its title', async (t) => {
  const { html } = await get('/')
  // The cards' links (the progress panel in the hero links to a section too).
  const sectionLinks = links(html, '[aria-labelledby="guide-sections"]').filter((link) => /^\/section\d+$/.test(link.href ?? ''))
  t.same(
    sectionLinks.map((link) => link.href),
    Array.from({ length: sectionCount }, (_, index) => `/section${index + 1}`),
    'a card per section, in order',
  )
  for (const [index, title] of SECTION_TITLES.entries()) t.match(sectionLinks[index]?.text, title, `card ${index + 1}: its title`)
})

t.test('the landing page counts the guide sections and the hands-on projects', async (t) => {
  const { status, html } = await get('/landing')
  t.equal(status, 200)
  for (const claim of [`<strong>${sectionCount}</strong> guide sections`, `<strong>${learningProjectCount}</strong> hands-on projects`])
    t.match(html, claim)
})

t.test('/guide shows the hero badges, the section cards in three groups and the closing call to action', async (t) => {
  const { status, html } = await get('/guide')
  t.equal(status, 200)
  t.equal(titleOf(html), 'The Complete Vibe Coding Guide | From Zero to Vibe')
  t.ok(descriptionOf(html).length > 50, 'has its own meta description')
  t.equal(h1Of(html), 'The Complete Vibe Coding Guide')
  const text = textOf(html)
  const hours = Math.round(content.sections.reduce((sum, section) => sum + section.duration, 0) / 60)
  for (const badge of [`${sectionCount} Comprehensive Sections`, `~${hours} Hours Total`, 'Beginner to Advanced'])
    t.ok(text.includes(badge), `hero badge ${badge}`)

  // Cards 1-3, then 4-5, then 6 to the last, each under its heading.
  const groups = [
    { heading: 'Foundational Concepts', numbers: [1, 2, 3] },
    { heading: 'Hands-On Practice', numbers: [4, 5] },
    { heading: 'Advanced Vibe Coding Mastery', numbers: content.sections.map((section) => section.number).filter((n) => n >= 6) },
  ]
  for (const group of groups) {
    const part = findAll(html, 'main section').find((section) => textOf(section.querySelector('h2') ?? '') === group.heading)
    t.ok(part, `group heading ${group.heading}`)
    const cardLinks = (part ? links(part) : []).map((link) => link.href)
    t.same(
      cardLinks,
      group.numbers.map((n) => `/section${n}`),
      `${group.heading}: cards ${group.numbers.join(', ')}`,
    )
  }

  // The card buttons, without the closing call to action and the progress panel's start link.
  const sectionButtons = links(html).filter(
    (link) => /^\/section\d+$/.test(link.href ?? '') && link.text !== 'Start from Beginning' && link.text !== 'Start here: Section 1',
  )
  t.same(
    sectionButtons.map((link) => link.text),
    content.sections.map((section) => section.guideButton),
    'button labels in order',
  )
  t.same(
    sectionButtons.slice(0, GUIDE_BUTTONS.length).map((link) => link.text),
    GUIDE_BUTTONS,
    "the spec's labels",
  )
  t.same(
    sectionButtons.map((link) => link.href),
    content.sections.map((section) => `/section${section.number}`),
    'buttons link to their sections',
  )
  for (const section of content.sections) {
    t.ok(text.includes(section.title), `card ${section.number}: title`)
    t.ok(text.includes(section.description), `card ${section.number}: description`)
    for (const topic of section.topics) t.ok(text.includes(topic), `card ${section.number}: topic ${topic}`)
  }
  t.ok(
    links(html).some((link) => link.text === 'Start from Beginning' && link.href === '/section1'),
    "'Start from Beginning' goes to /section1",
  )
  t.ok(
    links(html).some((link) => link.text === 'View Projects' && link.href === '/projects'),
    "'View Projects' goes to /projects",
  )
  assertCleanMarkup(t, html, '/guide')
})

t.test('every section page renders its header, body, topics and neighbours', async (t) => {
  for (const section of content.sections) {
    const n = section.number
    const url = `/section${n}`
    const { status, html } = await get(url)
    t.equal(status, 200, `${url}: status`)
    t.equal(section.title, specOrOwn(SECTION_TITLES, n, section.title), `${url}: content title matches the spec`)
    t.equal(titleOf(html), `Section ${n}: ${section.title} | From Zero to Vibe`, `${url}: <title>`)
    t.equal(descriptionOf(html), section.description, `${url}: meta description`)
    t.equal(h1Of(html), section.title, `${url}: h1`)
    t.ok(hasTag(html, 'header', { class: `lesson-header tone-${section.color}` }), `${url}: coloured by its tone`)
    t.equal(find(html, '.number-badge-large')?.text, String(n), `${url}: number badge`)
    const text = textOf(html)
    t.ok(text.includes(`Section ${n} of ${sectionCount}`), `${url}: 'Section ${n} of ${sectionCount}'`)
    t.ok(text.includes(section.subtitle), `${url}: subtitle`)
    t.ok(text.includes(section.description), `${url}: description`)
    t.ok(
      links(html).some((link) => link.href === '/guide' && link.text === 'Back to Guide Overview'),
      `${url}: back to the guide`,
    )
    t.equal(find(html, '#prose.prose')?.firstElementChild?.id, 'overview', `${url}: the Markdown body, from its Overview`)
    t.ok(text.includes('Topics covered'), `${url}: topics heading`)
    for (const topic of section.topics) t.ok(text.includes(topic), `${url}: topic ${topic}`)

    const { previous, next } = prevNext(html)
    const expectedPrevious =
      n === 1
        ? { href: '/guide', text: 'Previous: Guide Overview' }
        : { href: `/section${n - 1}`, text: `Previous: Section ${n - 1}: ${sectionTitle(n - 1)}` }
    const expectedNext =
      n === sectionCount
        ? { href: '/projects', text: 'Next: Start Building / View Projects' }
        : { href: `/section${n + 1}`, text: `Next: Section ${n + 1}: ${sectionTitle(n + 1)}` }
    t.match(previous, expectedPrevious, `${url}: previous link`)
    t.match(next, expectedNext, `${url}: next link`)
    assertCleanMarkup(t, html, url)
  }
})

t.test('a section body is sent once, not again in the hydration data', async (t) => {
  const { html } = await get('/section4')
  const data = hydrationDataOf(html)
  t.ok(data.length > 0, "the page has hydration data (its islands' props)")
  t.notMatch(data, /Every app breaks sometimes/, 'the body text is not in the JSON')
  t.equal(html.split('Every app breaks sometimes').length - 1, 1, 'the body text appears once')
})

t.test('section 5 shows every learning project as a card', async (t) => {
  const { html } = await get('/section5')
  const grid = find(html, 'section[aria-labelledby="learning-projects"]')
  t.ok(grid, 'the grid is on the page')
  t.ok(
    html.indexOf('aria-labelledby="learning-projects"') < html.indexOf('id="prose"'),
    'the grid comes before the body, which refers to it as "at the top of this page"',
  )
  const cards = grid ? findAll(grid, 'li.card') : []
  t.equal(cards.length, learningProjectCount, 'a card per project')
  content.learningProjects.forEach((project, index) => {
    const expected = specOrOwn(LEARNING_PROJECTS, project.id, {
      title: project.title,
      difficulty: project.difficulty,
      minutes: project.duration,
    })
    const card = textOf(cards[index] ?? '')
    t.equal(project.title, expected.title, `project ${project.id}: content title matches the spec`)
    t.ok(card.startsWith(`${project.id} ${expected.difficulty}`), `card ${project.id}: id and difficulty`)
    t.ok(card.includes(`Learning Project ${project.id}: ${expected.title}`), `card ${project.id}: title`)
    t.ok(card.includes(project.description), `card ${project.id}: description`)
    t.ok(card.includes(`${expected.minutes} min`), `card ${project.id}: minutes`)
    t.ok(card.includes(`${project.skills.length} skills`), `card ${project.id}: skill count`)
    t.ok(card.includes(project.skills[0] as string) && card.includes(project.skills[1] as string), `card ${project.id}: first two skills`)
    t.notOk(card.includes(project.skills[2] as string), `card ${project.id}: not the third skill`)
    t.ok(card.includes(`+${project.skills.length - 2} more`), `card ${project.id}: '+N more'`)
    t.match(
      links(cards[index] ?? ''),
      [{ href: `/project${project.id}`, text: `Start Project: ${project.title}` }],
      `card ${project.id}: 'Start Project' link, named after the project for screen readers`,
    )
  })
  t.same(
    links(grid ?? '')
      .filter((link) => link.text.startsWith('Start Project'))
      .map((link) => link.href),
    content.learningProjects.map((project) => `/project${project.id}`),
    "'Start Project' links",
  )
})

t.test('section 6 shows the CLEAR cards instead of the Markdown subsection', async (t) => {
  const { html } = await get('/section6')
  const text = textOf(html)
  const cards = findAll(html, 'li.clear-card')
  t.same(
    cards.map((card) => card.getAttribute('data-clear-card')),
    ['C', 'L', 'E', 'A', 'R'],
    'five cards in order, all visible in the server HTML (none pending)',
  )
  content.clearFramework.forEach((card, index) => {
    const rendered = cards[index]
    t.ok(rendered?.classList.contains(`tone-${card.color}`), `${card.letter}: colour`)
    t.equal(textOf(rendered ?? ''), `${card.letter} ${card.title} ${card.description}`, `${card.letter}: letter, title and description`)
  })
  t.same(
    content.clearFramework.map((card) => card.title),
    ['Context', 'Length', 'Examples', 'Actions', 'Role'],
    'the five words',
  )
  t.notOk(
    cards.some((card) => card.classList.contains('is-pending')),
    'no card starts hidden',
  )
  // The Markdown file's own 'CLEAR Framework' subsection is removed before display.
  t.notOk(text.includes('CLEAR is a five-part checklist for writing prompts'), 'subsection intro is gone')
  t.notOk(text.includes('The AI cannot see inside your head'), 'subsection body is gone')
  t.ok(text.includes('Step 1: Build a prompt with the CLEAR cards'), 'the rest of the body stays')
  t.equal(findAll(html, '#clear-framework').length, 1, 'one CLEAR Framework heading (the cards)')
})

t.test('unknown sections answer 404 with "Section Not Found"', async (t) => {
  for (const url of [`/section${sectionCount + 1}`, '/section0', '/sectionx', '/section01', '/section-1', '/section1.5']) {
    const { status, html } = await get(url)
    t.equal(status, 404, `${url}: status`)
    t.equal(h1Of(html), 'Section Not Found', `${url}: heading`)
    t.equal(titleOf(html), 'Section Not Found | From Zero to Vibe', `${url}: <title>`)
    t.ok(
      links(html).some((link) => link.href === '/guide' && link.text === 'Return to Guide'),
      `${url}: link back to the guide`,
    )
  }
  const { status, html } = await get('/sections1')
  t.equal(status, 404, '/sections1 is not a section address')
  t.equal(h1Of(html), '404 Page Not Found', '/sections1: the site-wide 404')
})

t.test('every learning project page renders its facts, prompt, body and neighbours', async (t) => {
  for (const project of content.learningProjects) {
    const n = project.id
    const url = `/project${n}`
    const expected = specOrOwn(LEARNING_PROJECTS, n, { title: project.title, difficulty: project.difficulty, minutes: project.duration })
    const { status, html } = await get(url)
    t.equal(status, 200, `${url}: status`)
    t.equal(titleOf(html), `Learning Project ${n}: ${expected.title} | From Zero to Vibe`, `${url}: <title>`)
    t.equal(descriptionOf(html), project.description, `${url}: meta description`)
    t.equal(h1Of(html), expected.title, `${url}: h1`)
    const text = textOf(html)
    t.ok(text.includes(`Learning Project ${n} of ${learningProjectCount}`), `${url}: badge`)
    t.ok(text.includes(project.description), `${url}: description`)
    t.ok(text.includes(`${expected.minutes} minutes`), `${url}: minutes`)
    t.ok(text.includes(expected.difficulty), `${url}: difficulty`)
    for (const item of [...project.skills, ...project.features]) t.ok(text.includes(item), `${url}: ${item}`)
    t.ok(text.includes('Magic AI Prompt'), `${url}: prompt box title`)
    t.equal(find(html, '.prompt-box pre')?.text, project.aiPrompt, `${url}: the whole prompt`)
    t.ok(find(html, '.prompt-box-hint'), `${url}: copy hint`)
    t.ok(hasTag(html, 'button', { 'aria-label': 'Copy Magic AI Prompt' }), `${url}: copy button`)
    t.equal(find(html, '#prose.prose')?.firstElementChild?.tagName, 'H2', `${url}: the Markdown body`)
    t.ok(
      links(html).some((link) => link.href === '/section5' && link.text === 'Section 5: Your First Vibe Projects'),
      `${url}: up to section 5`,
    )
    t.ok(
      links(html).some((link) => link.href === '/projects' && link.text === 'All projects'),
      `${url}: and to /projects, where a learner may have come from`,
    )
    const { previous, next } = prevNext(html)
    t.match(
      previous,
      n === 1
        ? { href: '/section5', text: 'Previous: Section 5: Your First Vibe Projects' }
        : { href: `/project${n - 1}`, text: `Previous: Learning Project ${n - 1}: ${content.learningProjects[n - 2]?.title}` },
      `${url}: previous link`,
    )
    t.match(
      next,
      n === learningProjectCount
        ? { href: '/section6', text: 'Next: Section 6: Advanced Prompting Techniques' }
        : { href: `/project${n + 1}`, text: `Next: Learning Project ${n + 1}: ${content.learningProjects[n]?.title}` },
      `${url}: next link`,
    )
    assertCleanMarkup(t, html, url)
  }
})

/** An unknown project answers 404 with 'Project Not Found', its message, its title and a way back. */
async function assertProjectNotFound(t: Test, urls: string[], back: { href: string; text: string }) {
  for (const url of urls) {
    const { status, html } = await get(url)
    t.equal(status, 404, `${url}: status`)
    t.equal(h1Of(html), 'Project Not Found', `${url}: heading`)
    t.ok(textOf(html).includes("The project you're looking for doesn't exist."), `${url}: message`)
    t.equal(titleOf(html), 'Project Not Found | From Zero to Vibe', `${url}: <title>`)
    t.ok(
      links(html).some((link) => link.href === back.href && link.text === back.text),
      `${url}: link '${back.text}' to ${back.href}`,
    )
  }
}

t.test('unknown learning projects answer 404 with "Project Not Found"', (t) =>
  assertProjectNotFound(t, ['/project0', `/project${learningProjectCount + 1}`, '/projectx', '/project01'], {
    href: '/section5',
    text: 'Back to Section 5',
  }),
)

t.test('every featured project page renders its facts, prompt, Replit link, body and neighbours', async (t) => {
  for (const project of content.featuredProjects) {
    const n = project.id
    const url = `/featured-project${n}`
    const expected = specOrOwn(FEATURED_PROJECTS, n, { title: project.title, level: project.difficulty, minutes: project.duration })
    const { status, html } = await get(url)
    t.equal(status, 200, `${url}: status`)
    t.equal(titleOf(html), `Featured Project ${n}: ${expected.title} | From Zero to Vibe`, `${url}: <title>`)
    t.equal(descriptionOf(html), project.description, `${url}: meta description`)
    t.equal(h1Of(html), expected.title, `${url}: h1`)
    const text = textOf(html)
    t.ok(text.includes(`Featured Project ${n}`), `${url}: badge`)
    t.ok(text.includes(`${project.duration} minutes`), `${url}: minutes`)
    t.equal(find(html, `.badge-level-${expected.level.toLowerCase()}`)?.text, expected.level, `${url}: level badge`)
    for (const item of [...project.technologies, ...project.skills, ...project.features]) t.ok(text.includes(item), `${url}: ${item}`)
    t.ok(text.includes('Quick Start AI Prompt'), `${url}: prompt box title`)
    t.equal(find(html, '.prompt-box pre')?.text, project.aiPrompt, `${url}: the whole prompt`)
    t.ok(hasTag(html, 'button', { 'aria-label': 'Copy Quick Start AI Prompt' }), `${url}: copy button`)
    t.equal(find(html, '#prose.prose')?.firstElementChild?.tagName, 'H2', `${url}: the Markdown body`)
    const replit = links(html).find((link) => link.href === 'https://replit.com/new')
    t.equal(replit?.text, 'Start Building in Replit (opens in a new tab)', `${url}: Replit link says it opens a new tab`)
    t.equal(replit?.attributes.target, '_blank', `${url}: Replit link opens a new tab`)
    t.equal(replit?.attributes.rel, 'noopener noreferrer', `${url}: safely`)
    t.ok(
      links(html).some((link) => link.href === '/projects' && link.text === 'Back to Projects'),
      `${url}: back to the projects`,
    )
    const { previous, next } = prevNext(html)
    t.match(
      previous,
      n === 1
        ? { href: '/projects', text: 'Previous: All Featured Projects' }
        : { href: `/featured-project${n - 1}`, text: `Previous: Featured Project ${n - 1}: ${content.featuredProjects[n - 2]?.title}` },
      `${url}: previous link`,
    )
    t.match(
      next,
      n === featuredProjectCount
        ? { href: '/section5', text: 'Next: Section 5: Your First Vibe Projects' }
        : { href: `/featured-project${n + 1}`, text: `Next: Featured Project ${n + 1}: ${content.featuredProjects[n]?.title}` },
      `${url}: next link`,
    )
    assertCleanMarkup(t, html, url)
  }
})

t.test('unknown featured projects answer 404 with "Project Not Found"', (t) =>
  assertProjectNotFound(
    t,
    ['/featured-project0', `/featured-project${featuredProjectCount + 1}`, '/featured-projectx', '/featured-project01'],
    { href: '/projects', text: 'Back to Projects' },
  ),
)
