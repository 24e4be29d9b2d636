// Reading aids computed on the server: table of contents, reading time and
// heading links, from the lesson HTML the Markdown pipeline makes.
import t from 'tap'
import { htmlToText } from '../../content/html-text.ts'
import { markdownToHtml } from '../../content/markdown.tsx'
import { lessonOutline, readingAids, readingMinutes, WORDS_PER_MINUTE } from '../../renderer/reading/outline.ts'

t.test('the outline lists h2 and h3 headings with their ids and plain text, in order', async (t) => {
  const html = markdownToHtml(
    ['# Title', '## Step 1: Open `index.html`', 'Text.', '### Tips & tricks', '#### Too deep', '## Done <em>now</em>'].join('\n\n'),
  )
  t.same(lessonOutline(html), [
    { level: 2, id: 'step-1-open-indexhtml', text: 'Step 1: Open index.html' },
    { level: 3, id: 'tips--tricks', text: 'Tips & tricks' },
    { level: 2, id: 'done-now', text: 'Done now' },
  ])
})

t.test('every lesson heading links to itself, except one that already holds a link', async (t) => {
  const html = markdownToHtml('## Deploy your app\n\n### See [the docs](https://docs.replit.com)\n')
  t.match(html, '<h2 id="deploy-your-app"><a href="#deploy-your-app" class="heading-link">Deploy your app</a></h2>')
  t.notMatch(html, /heading-link">See/)
  t.equal(lessonOutline(html)[1]?.text, 'See the docs (opens in a new tab)', 'the outline still names it')
})

t.test('text of HTML decodes character references and collapses spaces', async (t) => {
  t.equal(htmlToText('<p>Tom &amp; Jerry&#x27;s\n  <b>app</b> &lt;3 &#169;</p>'), "Tom & Jerry's app <3 ©")
  t.equal(htmlToText('&unknown; stays'), '&unknown; stays')
  t.equal(htmlToText("<p>Run <code>npm</code>'s script</p><p>Next</p>"), "Run npm's script Next", 'inline tags join, block ends part')
})

t.test('reading time counts the words at WORDS_PER_MINUTE, at least one minute', async (t) => {
  t.equal(readingMinutes('<p>Hello</p>'), 1)
  const words = Array.from({ length: WORDS_PER_MINUTE * 4 }, () => 'word').join(' ')
  t.equal(readingMinutes(`<p>${words}</p><pre>—</pre>`), 4, 'punctuation alone is not a word')
  t.same(readingAids(`<h2 id="a">A</h2><p>${words}</p>`), { outline: [{ level: 2, id: 'a', text: 'A' }], readingMinutes: 4 })
})
