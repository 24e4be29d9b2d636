// Platform facts live in one place (knowledge checks included): the lessons say what Replit's
// plans include, what things cost, who can open a published app and what a
// tool can do only through {{fact:id}} tokens (content/facts/), blog posts
// included, so a change is
// made once and every claim has a source and a date; Unstuck's problems too.
// Each project names the plan it needs.
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'
import { readCourseFiles } from '../../course/load.ts'
import { withoutFactTokens } from '../../course/registries/facts.ts'
import type { WrittenCheckQuestion } from '../../course/schema/knowledge-check.ts'
import { projectPlans } from '../../lib/project-plans.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { cspProblems, find, findAll, textOf } from '../helpers/html.ts'
import { siteContent } from '../helpers/site-content.ts'

/**
 * Words that mark a sentence as a claim about plans, prices, billing, access
 * or a tool's abilities. Such a sentence must come from the registry. The list
 * is short on purpose: it catches the claims that went stale before (plan
 * names, 'Invite only', 'light mode', 'needs a paid plan', the padlock).
 */
const TRIGGERS: RegExp[] = [
  /\b(Starter|Core|Pro|Enterprise|Teams)\b(?! Auth)/, // Replit plan names (case matters: 'core skill' is fine)
  /\$\d|\bper month\b|\bpricing\b|\bprices?\b/i, // prices
  /\b(Invite only|Workspace only|Only you)\b/, // access options of the Publish dialog
  /\b(needs?|requires?|comes? with|part of|available (on|in)|only on|included (in|with)) (a |an |the |your )?(paid|free|premium)( plan| plans| tier)/i,
  /\b(?<!you )(is|are) (only )?(on|for|in) (the )?(paid|free) plans?\b/i, // ("you are on the free plan" sets a scene)
  /\blight mode\b|\bLite builds?\b|\bfull builds?\b/, // mode names that changed ('Light mode' in a dark-mode example is a button label)
  /\bbilled (by|per|to|for)\b|\bcharges? you\b/i,
  /\bpadlock\b/i,
]

/**
 * Sentences that match a trigger but are not platform claims, each with the
 * reason. Keep it short; prefer rewording or a fact.
 */
const EXEMPT: { file: string; sentence: RegExp; why: string }[] = [
  {
    file: 'learning-projects/5-mini-story-generator.md',
    sentence: /check its pricing first/,
    why: 'advice about any AI service, no claim about one',
  },
  {
    file: 'sections/02-your-replit-playground.md',
    sentence: /never want to spend more than \$10 a month/,
    why: "a knowledge-check scenario: the learner's own budget, not a Replit price",
  },
  {
    file: 'blog/3-build-a-tip-calculator-web-app-step-by-step.md',
    sentence: /\$\d+\.\d\d/,
    why: 'the amounts a tip calculator should show when you test it, not a price',
  },
  {
    file: 'problems/183-stripe-amount-in-cents.md',
    sentence: /\bprices?\b|\$20/,
    why: "the amounts a learner's own app asks its customers to pay through Stripe, not a platform's price",
  },
]

/** A Markdown body's sentences without fact tokens, code blocks, HTML comments and figure text. */
function sentences(markdown: string): string[] {
  return withoutFactTokens(markdown)
    .replace(/```[\s\S]*?```/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

/**
 * The knowledge check's text as written (fact tokens and all): each
 * question, snippet, option and explanation on a line of its own.
 */
function checkText(meta: object): string {
  const check = 'check' in meta ? (meta.check as WrittenCheckQuestion[] | undefined) : undefined
  return (check ?? [])
    .flatMap((question) => [question.question, question.snippet ?? '', ...question.options.flatMap((option) => [option.text, option.why])])
    .join('\n')
}

/**
 * An Unstuck problem's own text as written: symptom, checks and fix prompt
 * (its match phrases are the learner's words, which may well name a plan).
 */
function problemText(meta: object): string {
  if (!('checks' in meta && 'fix' in meta)) return ''
  const { symptom, checks, fix } = meta as {
    symptom: string
    checks: string[]
    fix: { context: string; length: string; actions: string[]; role: string }
  }
  return [symptom, ...checks, fix.context, fix.length, ...fix.actions, fix.role].join('\n')
}

t.test('no sentence about plans, prices, billing or access outside the facts registry', async (t) => {
  const used = new Set<(typeof EXEMPT)[number]>()
  for (const folder of ['sections', 'learning-projects', 'featured-projects', 'tutorials', 'blog', 'problems'] as const) {
    for (const { file, written, meta } of readCourseFiles(folder, contentRoot)) {
      for (const sentence of [...sentences(written), ...sentences(checkText(meta)), ...sentences(problemText(meta))]) {
        const trigger = TRIGGERS.find((pattern) => pattern.test(sentence))
        if (!trigger) continue
        const exemption = EXEMPT.find((entry) => entry.file === file && entry.sentence.test(sentence))
        if (exemption) {
          used.add(exemption)
          continue
        }
        t.fail(`${file}: a platform claim outside content/facts/ (${trigger}): "${sentence}"`)
      }
    }
  }
  for (const entry of EXEMPT) t.ok(used.has(entry), `exemption still needed: ${entry.file} ${entry.sentence}`)
})

t.test('the trigger words catch the claims that went stale before', async (t) => {
  const stale = [
    'Plan mode comes with the paid plans (Core and Pro).',
    'On the free Starter plan, Agent builds in its light mode.',
    '**Invite only** means only the people you invite.',
    'Look for the padlock next to the address.',
    'Private access needs a paid plan.',
    'Autoscale is billed by the work it does.',
  ]
  for (const sentence of stale)
    t.ok(
      TRIGGERS.some((pattern) => pattern.test(sentence)),
      sentence,
    )
  t.notOk(
    TRIGGERS.some((pattern) => pattern.test('Sign in with Replit Auth, then publish your app.')),
    'ordinary publishing steps are not claims',
  )
})

t.test('every project names the plan it needs', async (t) => {
  for (const folder of ['learning-projects', 'featured-projects'] as const) {
    for (const { file, meta } of readCourseFiles(folder, contentRoot)) {
      t.ok(meta.plan in projectPlans, `${file}: plan ${meta.plan}`)
    }
  }
})

t.test('the pages show the plan and when their Replit details were checked (needs the production build)', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })).body
  const costs = '/section2#step-2-know-what-agent-costs-and-set-a-spending-limit'
  const content = await siteContent()
  for (const [projects, path] of [
    [content.learningProjects, '/project'],
    [content.featuredProjects, '/featured-project'],
  ] as const) {
    for (const { id, planLabel } of projects) {
      const html = await get(`${path}${id}`)
      const badge = findAll(html, '.lesson-facts a').find((link) => link.getAttribute('href') === costs)
      t.equal(badge && textOf(badge), planLabel, `${path}${id}: names its plan and links to the costs`)
      t.notMatch(planLabel, '{{', `${path}${id}: the plan names come from the terms registry, tokens expanded`)
    }
  }
  const section2 = await get('/section2')
  const note = find(section2, 'aside.fact-sources')
  t.match(
    note && textOf(note),
    /^Replit details checked on \d{1,2} \w+ 20\d\d ?\( ?what changed in the course, and when ?\)\. Sources:/,
    'section 2 says when its Replit details were checked',
  )
  t.ok(note && findAll(note, 'ul a').every((link) => link.getAttribute('href')?.startsWith('https://')), 'and links to its sources')
  t.ok(note && findAll(note, 'p a').some((link) => link.getAttribute('href') === '/changes'), 'and to the record of changes')
  t.same(cspProblems(section2), [], 'the note keeps the page within the CSP')
  // The privacy notice names no Replit detail, so it uses neither facts nor terms.
  const privacy = await get('/privacy')
  t.equal(find(privacy, 'aside.fact-sources'), undefined, 'a page without facts or terms has no note')
})

t.test(
  "/changes lists Replit's renames from the terms registry, and the guide says what its minutes count (needs the production build)",
  async (t) => {
    const { app, close } = await createTestApp()
    t.teardown(close)
    const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })).body
    const content = await siteContent()
    const renames = find(await get('/changes'), '#replit-renames')?.parentNode
    const items = renames ? findAll(renames.toString(), 'li').map(textOf) : []
    t.equal(items.length, content.replitRenames.length, 'one line for each term with a former name')
    for (const { now, before } of content.replitRenames) {
      t.ok(
        items.some((item) => item.startsWith(before.join(' or ')) && item.includes(`is now ${now}`)),
        `${before.join(' or ')} is now ${now}`,
      )
    }
    const free = content.replitRenames.find(({ before }) => before.includes('Lite'))
    t.same(free?.before, ['Lite'], "a former name's longer spelling ('Lite mode') is not listed as another name")
    const guide = await get('/guide')
    t.match(textOf(find(guide, '.card-duration') ?? ''), /^\d+ min with the steps$/, 'a guide card says its minutes include the steps')
    const section1 = await get('/section1')
    t.match(
      textOf(find(section1, '.toc-reading-time') ?? ''),
      /^\d+ min read, about \d+ min with the steps$/,
      'a section gives both numbers',
    )
  },
)

t.test('the trigger words reach knowledge-check text', async (t) => {
  const meta = {
    check: [
      {
        id: 'x',
        question: 'Which plan?',
        options: [
          { text: 'Private access needs a paid plan.', why: 'Because.' },
          { text: 'B', why: 'See {{fact:some-fact}}.', correct: true },
        ],
      },
    ],
  }
  const found = sentences(checkText(meta)).filter((sentence) => TRIGGERS.some((pattern) => pattern.test(sentence)))
  t.same(found, ['Private access needs a paid plan.'], 'an option that states a plan claim is caught; a fact token is not')
})
