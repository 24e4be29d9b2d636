// The landing, success-stories and help pages on the server, the contact
// form's no-JavaScript post (POST /get-help) and the landing pixel module.
// Pages need the production build (npm test builds first).
import t from 'tap'
import { ctaContentNames, LANDING_CONTENT_NAME, sendPixelEvent } from '../../pages/landing/tracking.ts'
import { firstLoadScriptPaths } from '../../scripts/bench/page-weight.mjs'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { cspProblems, find } from '../helpers/html.ts'
import { postForm, postJson } from '../helpers/post.ts'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

async function getPage(app: App, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
  return { status: response.statusCode, html: response.body }
}

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  category: 'project',
  subject: 'Project 3: Simple To-Do List',
  message: 'My tasks disappear when I reload. I expected them to stay.',
  urgency: 'high',
}

/** A link to `href` whose text (after any icon) ends with `text`. */
function linkTo(href: string, text: string): RegExp {
  return new RegExp(`<a [^>]*href="${href}"[^>]*>(?:(?!</a>)[\\s\\S])*${text}</a>`)
}

/** The value attribute of the input with this id, as rendered. */
function inputValue(html: string, id: string): string | undefined {
  return new RegExp(`<input id="${id}"[^>]*\\svalue="([^"]*)"`).exec(html)?.[1]
}

t.test('success stories: header, statistics, six stories with initials, the illustrative note and calls to action', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const { status, html } = await getPage(app, '/success-stories')
  t.equal(status, 200)
  t.match(html, /<title>Success Stories \| From Zero to Vibe<\/title>/)
  t.match(html, /<meta property="og:description" content="[^"]+"/)
  t.match(html, /<h1>Real People, Real Success<\/h1>/)
  t.equal(html.match(/<h1[\s>]/g)?.length, 1, 'one h1')
  for (const [label, value] of [
    ['Active Learners', '12,000+'],
    ['Projects Built', '45,000+'],
    ['Career Changes', '800+'],
    ['Success Rate', '94%'],
  ]) {
    t.match(html, `<dt>${label}</dt><dd>${value}</dd>`, `stat ${label}`)
  }
  t.equal(html.match(/class="card story-card /g)?.length, 6, 'six story cards')
  for (const [name, initials] of [
    ['Maria G.', 'MG'],
    ['James O.', 'JO'],
  ]) {
    t.match(html, new RegExp(`<span class="avatar" aria-hidden="true">${initials}</span><div><h3>${name}`), `${name}: initials avatar`)
  }
  t.match(html, /Built a reading-log app that three classrooms/, 'achievement')
  t.match(html, /2 months/, 'timeframe')
  t.match(html, /Class reading log/, 'projects')
  t.match(html, /I stopped waiting for the perfect app/, 'testimonial')
  t.match(html, /Saving data in the browser/, 'skills')
  t.notMatch(html, /<img|\/api\/placeholder/, 'no placeholder images')
  t.match(html, /stories shown are illustrative examples/)
  t.match(html, /href="\/guide"[^>]*>Start the Guide/)
  t.match(html, /href="\/projects"[^>]*>View Projects/)
  t.match(html, /class="site-header"/, 'inside the shared layout')
  t.same(cspProblems(html), [], 'no inline executable scripts (but the two hashed snippets) or style attributes')
  t.notMatch(html, /\sstyle="/, 'no style attributes')
})

t.test('landing: head tags from the content, its own sections and footer, no site header or footer', async (t) => {
  const { app, close, config } = await createTestApp({ PUBLIC_URL: 'https://fromzerotovibe.example' })
  t.teardown(close)
  const { status, html } = await getPage(app, '/landing')
  t.equal(status, 200)
  const title = 'From Zero to Vibe | Learn to Build Web Apps With AI for Free'
  t.match(html, `<title>${title}</title>`)
  const head = (selector: string) => find(html, `head ${selector}`)?.getAttribute('content')
  t.equal(head('meta[property="og:title"]'), title)
  t.match(head('meta[property="og:description"]'), /^A free, beginner-friendly guide to vibe coding\./)
  t.match(head('meta[name="description"]'), /^A free, beginner-friendly guide to vibe coding\./)
  t.equal(head('meta[property="og:url"]'), `${config.publicUrl}/landing`)

  t.notMatch(html, /class="site-header"|class="site-footer"|class="skip-link"/, 'no shared header, footer or skip link')
  t.match(html, /<main id="main" class="landing">/)
  t.match(html, /<h1>Build Your First Web App With AI in 30 Days<\/h1>/)
  t.match(html, /href="\/guide"[^>]*>Start Your Vibe Journey FREE/)
  t.match(html, /href="\/projects"[^>]*>View Projects/)
  // Its counts of sections and projects are checked with the course's other counts: test/integration/learning-path.test.ts.
  for (const claim of [
    /<strong>10,000\+<\/strong> learners/,
    /<strong>30-day<\/strong> journey/,
    /<strong>No credit card<\/strong> needed/,
  ]) {
    t.match(html, claim)
  }
  t.match(html, /What You Will Have in 30 Days/)
  t.match(html, /Small web apps you built/)
  t.match(html, /The Vibe Method[\s\S]*Describe[\s\S]*Build[\s\S]*Share/)
  t.equal(html.match(/class="landing-quote-text"/g)?.length, 3, 'three testimonials')
  t.match(html, /href="\/guide"[^>]*>Start Learning Now - It(&#x27;|')s FREE/)
  const footer = /<footer class="landing-footer">[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
  t.match(footer, /href="\/get-help">Get Help/)
  t.match(footer, /href="\/success-stories">Success Stories/)
  t.match(footer, /href="\/projects">Projects/)

  // Scripts and styles; the canonical link is absolute on purpose.
  const scripts = [
    ...html.matchAll(/<(?:script[^>]*(?:src|data-entry)|link[^>]*rel="(?:stylesheet|modulepreload)"[^>]*href)="([^"]+)"[^>]*>/g),
  ].map((match) => match[1] as string)
  t.ok(scripts.length > 0)
  t.same(
    scripts.filter((url) => !url.startsWith('/')),
    [],
    'no third-party script or style',
  )
  t.notMatch(html, /facebook|fbq\(|fbevents/, 'no ad script by default (the landing island only names the global it would report to)')
  t.same(cspProblems(html), [], 'no inline executable scripts (but the two hashed snippets) or style attributes')
  t.notMatch(html, /\sstyle="/, 'no style attributes')
})

t.test('get help: hero, support cards, the contact form, the FAQ and the closing links', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const { status, html } = await getPage(app, '/get-help')
  t.equal(status, 200)
  t.match(html, /<title>Get Help &amp; Support \| From Zero to Vibe<\/title>/)
  t.match(html, /<h1>Get Help &amp; Support<\/h1>/)
  t.match(html, /How We Can Help/)
  for (const [title, badge, response] of [
    ['Email Support', 'Recommended', 'Within 24 hours'],
    ['Community Help', 'Popular', 'Active discussions'],
    ['Documentation', 'Self-Service', 'Instant access'],
  ]) {
    t.match(html, new RegExp(`${badge}</span><h3>${title}</h3>[\\s\\S]*?${response}`), `${title} card`)
  }
  t.match(html, /href="mailto:support@fromzerotovibe\.com"/)

  const form = /<form class="card contact-form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? ''
  t.match(html, /<section id="contact"[^>]*>[\s\S]*Send Us a Message/)
  t.match(form, /action="\/get-help#contact" method="post"/)
  for (const [id, label] of [
    ['contact-name', 'Full Name'],
    ['contact-email', 'Email Address'],
    ['contact-category', 'Category'],
    ['contact-subject', 'Subject'],
    ['contact-message', 'Message'],
  ]) {
    t.match(form, new RegExp(`<label for="${id}">${label}<span class="required-mark" aria-hidden="true"> \\*</span>`), `${label} marked *`)
    t.match(form, new RegExp(`id="${id}"[^>]*required=""`), `${label} required`)
  }
  t.match(form, /<label for="contact-urgency">Urgency<\/label>/, 'urgency is optional')
  t.match(form, /id="contact-email"[^>]*type="email"[^>]*maxLength="254"/)
  t.match(form, /id="contact-name"[^>]*maxLength="100"/)
  t.match(form, /id="contact-subject"[^>]*maxLength="150"[^>]*placeholder="Name the project or section/)
  t.match(
    form,
    /<textarea id="contact-message"[^>]*rows="6"[^>]*maxLength="5000"[^>]*placeholder="[^"]*expected[^"]*error messages[^"]*screenshots/,
  )
  for (const category of ['technical', 'project', 'account', 'feedback', 'accessibility', 'other'])
    t.match(form, `<option value="${category}">`)
  t.match(form, /<option value="medium" selected="">/, 'urgency defaults to medium')
  t.match(form, /<button type="submit" class="button button-primary">[\s\S]*Send Message<\/button>/)
  t.notMatch(form, /notice/, 'no success or error notice on a fresh form')

  t.match(html, /Frequently Asked Questions/)
  t.match(html, /<h3>Getting Started<\/h3>[\s\S]*<h3>Technical Support<\/h3>[\s\S]*<h3>Community<\/h3>/)
  t.equal(html.match(/<details class="faq-item"><summary>/g)?.length, 9, 'nine questions as disclosures')
  t.match(html, /2 to 4 hours/)
  t.match(html, /Still Need Help\?/)
  t.match(html, linkTo('/guide', 'View Complete Guide'))
  t.match(html, linkTo('/tutorials', 'Browse Tutorials'))
  t.same(cspProblems(html), [], 'no inline executable scripts (but the two hashed snippets) or style attributes')
  t.notMatch(html, /\sstyle="/, 'no style attributes (the toast viewport mounts only in the browser)')

  const sent = await getPage(app, '/get-help?sent=1')
  t.match(
    sent.html,
    /role="status"><p class="notice-title">Message sent successfully!<\/p><p>We(&#x27;|')ll get back to you within 24 hours\.<\/p>/,
  )
})

t.test('the toast library is not in any first load; the help page fetches it afterwards', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const fetchAsset = (asset: string) => app.inject({ method: 'GET', url: asset }).then((response) => response.body)
  /** The scripts a page's first load fetches. */
  async function firstLoad(url: string): Promise<Map<string, string>> {
    const { html } = await getPage(app, url)
    const urls = [...firstLoadScriptPaths(html)]
    return new Map(await Promise.all(urls.map(async (asset) => [asset, await fetchAsset(asset)] as const)))
  }
  for (const url of ['/get-help', '/', '/landing', '/success-stories']) {
    t.notMatch([...(await firstLoad(url)).values()].join('\n'), /ToastViewport/, `${url}: not in the first load`)
  }
  // The help page's own code imports it on demand (import("../chunks/chunk-....js")).
  const later: string[] = []
  for (const [asset, body] of await firstLoad('/get-help')) {
    for (const [, chunk] of body.matchAll(/import\(`?["'`]?(\.{1,2}\/[^"'`)]+\.js)/g)) {
      later.push(await fetchAsset(new URL(chunk as string, `http://site${asset}`).pathname))
    }
  }
  t.match(later.join('\n'), /ToastViewport/, 'the help page loads Radix Toast on demand')
})

t.test('a valid form post is stored and redirected to the success message', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '100' })
  t.teardown(close)
  const response = await postForm(app, '/get-help', { ...valid, name: '  Ada Lovelace  ' })
  t.equal(response.statusCode, 303)
  t.equal(response.headers.location, '/get-help?sent=1#contact')
  const [stored] = await app.db.contactMessage.findMany({ orderBy: { id: 'desc' } })
  t.match(stored, valid, 'stored with trimmed values')

  const { urgency: _urgency, ...withoutUrgency } = valid
  t.equal((await postForm(app, '/get-help', withoutUrgency)).statusCode, 303)
  t.equal((await app.db.contactMessage.findFirst({ orderBy: { id: 'desc' } }))?.urgency, 'medium', 'urgency defaults to medium')
  t.equal(await app.db.contactMessage.count(), 2)
})

t.test('an invalid form post shows the form again with the values and the error beside its field, and stores nothing', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '100' })
  t.teardown(close)

  const blankName = await postForm(app, '/get-help', { ...valid, name: '   ' })
  t.equal(blankName.statusCode, 400)
  t.match(blankName.headers['content-type'], /text\/html/)
  const html = blankName.body
  t.match(html, /<h1>Get Help &amp; Support<\/h1>/, 'the help page')
  t.match(html, /id="contact-name"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-name-error"/)
  t.match(html, /<p id="contact-name-error" class="field-error">Full Name must not be empty<\/p>/)
  t.match(html, /role="alert">[\s\S]*<a href="#contact-name">Full Name must not be empty<\/a>/, 'error summary links to the field')
  t.equal(inputValue(html, 'contact-email'), valid.email, 'email kept')
  t.equal(inputValue(html, 'contact-subject'), valid.subject, 'subject kept')
  t.match(html, `<option value="project" selected="">`, 'category kept')
  t.match(html, `<option value="high" selected="">`, 'urgency kept')
  t.match(
    html,
    /<textarea id="contact-message"[^>]*>My tasks disappear when I reload\. I expected them to stay\.<\/textarea>/,
    'message kept',
  )
  t.notMatch(html, /\sstyle="/, 'no style attributes')

  const badEmail = await postForm(app, '/get-help', { ...valid, email: 'ada@example' })
  t.equal(badEmail.statusCode, 400)
  t.match(
    badEmail.body,
    /<p id="contact-email-error" class="field-error">Email Address must be a valid email address, like name@example\.com<\/p>/,
  )
  t.equal(inputValue(badEmail.body, 'contact-email'), 'ada@example')
  t.equal(inputValue(badEmail.body, 'contact-name'), valid.name)

  const longSubject = await postForm(app, '/get-help', { ...valid, subject: 'x'.repeat(151) })
  t.equal(longSubject.statusCode, 400)
  t.match(longSubject.body, /Subject must be at most 150 characters/)

  const unknownField = await postForm(app, '/get-help', { ...valid, isAdmin: 'true' })
  t.equal(unknownField.statusCode, 400)
  t.match(unknownField.body, /role="alert">[\s\S]*The form could not be read \(isAdmin is not an accepted field\)/)
  t.equal(inputValue(unknownField.body, 'contact-name'), valid.name)

  t.equal(await app.db.contactMessage.count(), 0, 'nothing stored')
})

t.test('form posts from another site are refused', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '100' })
  t.teardown(close)
  const response = await postForm(app, '/get-help', valid, { headers: { 'sec-fetch-site': 'cross-site' } })
  t.equal(response.statusCode, 403)
  t.equal(await app.db.contactMessage.count(), 0)
  t.equal((await postForm(app, '/get-help', valid, { headers: { 'sec-fetch-site': 'same-origin' } })).statusCode, 303)
})

t.test('the form post and the JSON API share one rate limit per client', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '3' })
  t.teardown(close)
  t.equal((await postForm(app, '/get-help', valid)).statusCode, 303)
  t.equal((await postForm(app, '/get-help', { ...valid, name: ' ' })).statusCode, 400, 'a refused post counts too')
  const json = await postJson(app, '/api/contact', valid)
  t.equal(json.statusCode, 201)

  const limited = await postForm(app, '/get-help', { ...valid, subject: 'One more question' })
  t.equal(limited.statusCode, 429)
  t.ok(Number(limited.headers['retry-after']) > 0, 'Retry-After is set')
  t.match(
    limited.body,
    /role="alert">[\s\S]*too many messages in a short time\. Please try again in \d+ (seconds?|minutes?)/,
    'the page explains',
  )
  t.equal(inputValue(limited.body, 'contact-subject'), 'One more question', 'values kept')

  const limitedJson = await postJson(app, '/api/contact', valid)
  t.equal(limitedJson.statusCode, 429, 'the JSON API shares the budget')
  t.equal(await app.db.contactMessage.count(), 2, 'limited posts stored nothing')
  t.equal((await postForm(app, '/get-help', valid, { remoteAddress: '10.0.0.2' })).statusCode, 303, 'another client is not limited')
})

t.test('landing pixel events', async (t) => {
  const calls: unknown[][] = []
  const pixel = (...args: unknown[]) => {
    calls.push(args)
  }
  t.equal(sendPixelEvent(pixel, 'ViewContent', LANDING_CONTENT_NAME), true)
  t.equal(sendPixelEvent(pixel, 'Lead', ctaContentNames.heroStart), true)
  t.same(calls, [
    ['track', 'ViewContent', { content_name: 'Landing Page' }],
    ['track', 'Lead', { content_name: 'Start Guide - Hero' }],
  ])
  t.same(ctaContentNames, {
    heroStart: 'Start Guide - Hero',
    heroProjects: 'View Projects - Hero',
    finalStart: 'Start Learning - Final CTA',
  })

  t.equal(sendPixelEvent(undefined, 'ViewContent', LANDING_CONTENT_NAME), false, 'no pixel: nothing sent')
  t.equal(sendPixelEvent({ track() {} }, 'Lead', 'x'), false, 'not a function: nothing sent')
  t.equal(
    sendPixelEvent(
      () => {
        throw new Error('blocked')
      },
      'Lead',
      'x',
    ),
    false,
    'a throwing pixel does not throw',
  )
})
