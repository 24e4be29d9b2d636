// "Check my live app" on the site's side: the featured project page gives the
// line with the script's versioned address and integrity, and stays strict
// (its own CSP, no inline script, its first-load budget: the check script is
// never one of its own); the script's answer carries what a cross-origin
// <script integrity crossorigin> needs.
import { createHash } from 'node:crypto'
import t from 'tap'
import { FeaturedProjectFrontmatter } from '../../course/schema/featured-projects.ts'
import { BUDGETS, pageWeight } from '../../scripts/bench/page-weight.mjs'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { cspProblems, decode } from '../helpers/html.ts'

t.test('the featured project page gives the line, and the script at its address matches its integrity', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const page = await app.inject({ method: 'GET', url: '/featured-project1', headers: BROWSER_HEADERS })
  t.equal(page.statusCode, 200)
  const policy = String(page.headers['content-security-policy'])
  t.notMatch(/script-src[^;]*/.exec(policy)?.[0] ?? '', /unsafe-inline/, "script-src has no 'unsafe-inline'")
  t.same(cspProblems(page.body), [], 'no inline script or style attribute')
  // The line as the page shows it, HTML-escaped inside its <pre>.
  const line = decode(/&lt;script src=[^<]*?&lt;\/script&gt;/.exec(page.body)?.[0] ?? '')
  const found =
    /^<script src="https?:\/\/[^/]+(\/live-check\/[0-9a-f]{16}\.js)" data-project="1" integrity="(sha384-[A-Za-z0-9+/=]+)" crossorigin="anonymous"><\/script>$/.exec(
      line,
    )
  t.ok(found, `the line as the learner copies it: ${line}`)
  const [, path = '', integrity = ''] = found ?? []
  const script = await app.inject({ method: 'GET', url: path, headers: { origin: 'http://127.0.0.1:9' } })
  t.equal(script.statusCode, 200)
  t.equal(`sha384-${createHash('sha384').update(script.rawPayload).digest('base64')}`, integrity, 'integrity matches the served bytes')
  t.equal(script.headers['cross-origin-resource-policy'], 'cross-origin')
  t.equal(script.headers['access-control-allow-origin'], '*')
  t.match(script.headers['cache-control'], /immutable/)
  t.match(script.headers['content-type'], /^text\/javascript/)
  t.notOk(script.headers['set-cookie'], 'no cookie')
  t.equal((await app.inject({ method: 'GET', url: '/live-check/0123456789abcdef.js' })).statusCode, 404, 'another version: not found')
  t.match(page.body, /href="javascript:/, 'the bookmarklet')
  t.notOk(page.body.includes(`src="${path}"`), 'the page itself does not load the check script')

  const { jsGzip } = await pageWeight(
    page.body,
    async (asset: string) => (await app.inject({ method: 'GET', url: asset })).rawPayload,
    new Map(),
  )
  t.ok(jsGzip <= BUDGETS.jsGzipBytes, `first-load JS ${(jsGzip / 1024).toFixed(1)} KB gzip, at most ${BUDGETS.jsGzipBytes / 1024} KB`)
})

t.test('the Spanish page explains the check in Spanish, and its line and bookmarklet ask the panel for Spanish', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const page = await app.inject({ method: 'GET', url: '/es/featured-project1', headers: BROWSER_HEADERS })
  t.equal(page.statusCode, 200)
  t.match(page.body, /<h2 id="check-my-live-app">Revisar mi app en vivo<\/h2>/)
  t.match(page.body, /Agrega una línea mientras pruebas/)
  t.match(page.body, /Revisar mi app: Proyecto destacado 1/, 'the panel named as the panel names itself')
  const line = decode(/&lt;script src=[^<]*?&lt;\/script&gt;/.exec(page.body)?.[0] ?? '')
  t.match(line, /^<script src="[^"]+\/live-check\/[0-9a-f]{16}\.js" data-project="1" data-lang="es" integrity="sha384-/, line)
  t.match(decode(page.body), /Examples: La línea es <script src=/, 'the prompt to the Agent in Spanish, with the line')
  t.match(page.body, /s\.dataset\.lang=&#x27;es&#x27;|s\.dataset\.lang='es'/, 'the bookmarklet asks for Spanish too')
  const english = await app.inject({ method: 'GET', url: '/featured-project1', headers: BROWSER_HEADERS })
  t.notMatch(english.body, /data-lang/, 'the English page names no language: the panel speaks English')
})

t.test('a live check must list every requirement, in order', async (t) => {
  const base = {
    id: 1,
    projectNumber: 1,
    title: 'T',
    description: 'D',
    difficulty: 'Beginner',
    duration: 60,
    technologies: ['HTML'],
    skills: ['S'],
    features: ['F'],
    color: 'emerald',
    aiPrompt: 'P',
    plan: 'paid',
    requirements: ['One', 'Two', 'Three', 'Four'],
  }
  const liveCheck = (texts: string[]) => ({
    creates: 'A test reply.',
    requirements: texts.map((text) => ({ text, steps: [{ open: '/' }] })),
  })
  t.ok(FeaturedProjectFrontmatter.safeParse({ ...base, liveCheck: liveCheck(base.requirements) }).success)
  t.notOk(FeaturedProjectFrontmatter.safeParse({ ...base, liveCheck: liveCheck(['One', 'Two', 'Three']) }).success, 'one left out')
  t.notOk(FeaturedProjectFrontmatter.safeParse({ ...base, liveCheck: liveCheck(['Two', 'One', 'Three', 'Four']) }).success, 'out of order')
  t.notOk(
    FeaturedProjectFrontmatter.safeParse({
      ...base,
      liveCheck: { ...liveCheck(base.requirements), requirements: [{ text: 'One', steps: [{ request: 'POST api', status: 400 }] }] },
    }).success,
    'a request names a method and a path',
  )
  const firstWith = (first: Record<string, unknown>) => ({
    ...base,
    liveCheck: { ...liveCheck(base.requirements), requirements: [first, ...liveCheck(base.requirements).requirements.slice(1)] },
  })
  t.ok(
    FeaturedProjectFrontmatter.safeParse(firstWith({ text: 'One', steps: [{ noRequests: true }, { open: '/' }], byHand: 'Post fast.' }))
      .success,
    'a noRequests step and a by-hand line',
  )
  t.notOk(
    FeaturedProjectFrontmatter.safeParse(firstWith({ text: 'One', steps: [{ open: '/' }], byHand: ' ' })).success,
    'an empty by-hand line',
  )
})
