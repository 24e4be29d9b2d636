// The knowledge check on the pages, as the server renders it
// (needs the production build): a real GET form, and without JavaScript the
// same page graded from the query, never cached, never a 500.
import t from 'tap'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { cspProblems, find, findAll, textOf } from '../helpers/html.ts'
import { NEWEST_TOOLS_QUESTIONS } from '../helpers/newest-tools-questions.ts'
import { siteContent } from '../helpers/site-content.ts'

const SECTION1 = '/section1'
/** Section 1's questions in order, and the number (from 1) of each one's correct option. */
const LANGUAGE = { param: 'a.which-language-for-the-title', right: '2', wrong: '1' }
const GUEST_BOOK = { param: 'a.guest-book-forgets-messages', right: '3' }

t.test('a section shows its check as a GET form of fieldsets, before its Recap', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const response = await app.inject({ method: 'GET', url: SECTION1, headers: BROWSER_HEADERS })
  const html = response.body
  const form = find(html, '#knowledge-check ~ vibe-island > form.check-form')
  t.ok(form, 'the check form follows the heading')
  t.equal(form?.getAttribute('method'), 'get')
  t.equal(form?.getAttribute('action'), '/section1#knowledge-check', 'it goes to the same page, landing on the check')
  const legends = findAll(html, '.check-question legend').map(textOf)
  t.equal(legends.length, 4, 'a fieldset with a legend per question')
  t.match(legends[0], /^Question 1\. A friend asks the AI/)
  t.equal(findAll(html, `input[type="radio"][name="${LANGUAGE.param}"]`).length, 3, 'radio buttons named after the question')
  t.ok(find(html, 'input[type="hidden"][name="check"][value="1"]'), 'the form says it was sent')
  t.equal(textOf(find(html, '.check-form button[type="submit"]') ?? ''), 'Check')
  t.equal(findAll(html, '.check-feedback').length, 0, 'no feedback before checking')
  t.ok(html.indexOf('id="knowledge-check"') < html.indexOf('id="recap"'), 'the check comes before the Recap')
  t.ok(html.indexOf('id="try-it-yourself"') < html.indexOf('id="knowledge-check"'), 'and after Try it yourself')
  t.notMatch(html, /<details>/, 'no answers behind disclosures any more')
  const outline = findAll(html, '.toc-wide a').map(textOf)
  t.equal(outline[outline.indexOf('Knowledge check') + 1], 'Recap', 'the outline lists the check before the Recap')
  t.match(textOf(find(html, '.mark-complete-hint') ?? ''), /try the knowledge check ?: 4 quick questions/)
  t.same(cspProblems(html), [], 'no inline script or style')
})

t.test('sent without JavaScript: the server grades right, wrong, missing and forged answers', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const url = `${SECTION1}?check=1&${LANGUAGE.param}=${LANGUAGE.right}&${GUEST_BOOK.param}=9&a.vague-app-prompt=1&a.no-such-question=2&other=x`
  const response = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
  t.equal(response.statusCode, 200)
  t.equal(response.headers['cache-control'], 'no-store', 'a graded page is never stored')
  t.notOk(response.headers.etag, 'nor given an ETag to revalidate')
  const html = response.body
  const feedback = findAll(html, '.check-question').map((question) => textOf(find(question.toString(), '.check-feedback') ?? ''))
  t.match(feedback[0], /^Correct\. CSS sets colors/, 'right: Correct and why')
  t.match(feedback[1], /^Not one of the options\. That answer is not one of this question’s options/, 'forged option: a clear message')
  t.match(feedback[2], /^Not quite\. Length is not the point/, 'wrong: Not quite and why the chosen option is wrong')
  t.match(feedback[3], /^Not answered\. Choose an option/, 'missing: asked to answer')
  t.ok(find(html, `input[name="${LANGUAGE.param}"][value="${LANGUAGE.right}"][checked]`), 'the chosen option stays chosen')
  t.match(
    textOf(find(html, '.check-summary') ?? ''),
    /^1 of 4 right\. Not yet right: Question 2 ?, Question 3 ?\. Not answered: Question 4 ?\./,
  )
  t.same(
    findAll(html, '.check-summary a').map((link) => link.getAttribute('href')),
    findAll(html, '.check-question')
      .slice(1)
      .map((question) => `#${question.getAttribute('id')}`),
    'each question not right is linked from the summary, to its feedback',
  )
  t.equal(findAll(html, '.check-feedback svg[aria-hidden="true"]').length, 4, 'each verdict has an icon too, not only a colour')
  t.same(cspProblems(html), [], 'the graded page keeps the CSP')

  const plain = await app.inject({ method: 'GET', url: SECTION1, headers: BROWSER_HEADERS })
  t.equal(findAll(plain.body, '.check-feedback').length, 0, 'the plain page shows no one’s answers')
  t.match(plain.headers['cache-control'], /public/, 'and stays the cached course page')
  const again = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
  t.equal(again.headers['cache-control'], 'no-store', 'the graded page is rendered again, not kept')
  t.notOk(again.headers.etag)
})

t.test('odd check parameters never break the page', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  for (const query of [
    '?check=',
    '?check=1',
    `?${LANGUAGE.param}=${LANGUAGE.wrong}`,
    '?check=1&a.which-language-for-the-title=%00',
    '?check=1&a.which-language-for-the-title=1&a.which-language-for-the-title=2',
    '?check[]=1&a.__proto__=1&a.constructor=2',
    `?check=1&a.${'x'.repeat(5000)}=1`,
  ]) {
    const response = await app.inject({ method: 'GET', url: `${SECTION1}${query}`, headers: BROWSER_HEADERS })
    t.equal(response.statusCode, 200, `${query.slice(0, 60)}: the page`)
    t.ok(find(response.body, '.check-form'), `${query.slice(0, 60)}: with its check`)
  }
  const notSent = await app.inject({ method: 'GET', url: `${SECTION1}?${LANGUAGE.param}=${LANGUAGE.wrong}`, headers: BROWSER_HEADERS })
  t.equal(findAll(notSent.body, '.check-feedback').length, 0, 'answers without check=1 are not graded')
})

t.test('sent without JavaScript, each question on the free plan and the newest tools is graded right and wrong', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const content = await siteContent()
  for (const { section, id } of NEWEST_TOOLS_QUESTIONS) {
    const question = content.sections.find((item) => item.number === section)?.check.find((item) => item.id === id)
    const right = (question?.options.findIndex((option) => option.correct) ?? -1) + 1
    t.ok(right > 0, `section ${section}, ${id}: the question is there, with a right answer`)
    const wrong = right === 1 ? 2 : 1
    for (const [answer, verdict] of [
      [right, /^Correct\./],
      [wrong, /^Not quite\./],
    ] as const) {
      const url = `/section${section}?check=1&a.${id}=${answer}`
      const html = (await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })).body
      const graded = findAll(html, '.check-question').find((item) => item.toString().includes(`name="a.${id}"`))
      t.match(textOf(find(graded?.toString() ?? '', '.check-feedback') ?? ''), verdict, `${url}: ${verdict.source}`)
    }
  }
})
