// Reading aids computed on the server: table of contents, reading time and
// heading links, read from the syntax tree the Markdown pipeline compiles
// once (course/markdown/markdown.tsx), never from the HTML.
import t from 'tap'
import { markdownToHtml } from '../../course/markdown/markdown.tsx'
import { readingAids, WORDS_PER_MINUTE } from '../../renderer/features/reading-aids/outline.ts'

t.test('the outline lists h2 and h3 headings with their ids and plain text, in order', async (t) => {
  const lesson = markdownToHtml(
    ['# Title', '## Step 1: Open `index.html`', 'Text.', '### Tips & tricks', '#### Too deep', '## Done <em>now</em>'].join('\n\n'),
  )
  t.same(readingAids(lesson).outline, [
    { id: 'step-1-open-indexhtml', text: 'Step 1: Open index.html', level: 2 },
    { id: 'tips--tricks', text: 'Tips & tricks', level: 3 },
    { id: 'done-now', text: 'Done now', level: 2 },
  ])
})

t.test('every lesson heading links to itself, except one that already holds a link', async (t) => {
  const lesson = markdownToHtml('## Deploy your app\n\n### See [the docs](https://docs.replit.com)\n')
  t.match(lesson.html, '<h2 id="deploy-your-app"><a href="#deploy-your-app" class="heading-link">Deploy your app</a></h2>')
  t.notMatch(lesson.html, /heading-link">See/)
  t.match(
    lesson.html,
    '<a href="https://docs.replit.com" target="_blank" rel="noopener noreferrer" class="external-link">the docs<span class="visually-hidden"> (opens in a new tab)</span></a>',
    'an external link opens in a new tab and says so',
  )
  t.equal(lesson.headings[1]?.text, 'See the docs (opens in a new tab)', 'the outline names it as a screen reader does')
})

t.test('search text: the introduction, then the text under each h2 and h3; block ends part words, inline tags join', async (t) => {
  const lesson = markdownToHtml(
    ['Tom & Jerry&#x27;s **app** &lt;3 &#169;', '## Run it', "Run `npm`'s script", 'Next', '#### Deeper', 'Still here.'].join('\n\n'),
  )
  t.same(lesson.searchText, { intro: "Tom & Jerry's app <3 ©", underHeadings: ["Run npm's script Next Deeper Still here."] })
})

t.test('reading time counts the words at WORDS_PER_MINUTE, at least one minute; figures are listed', async (t) => {
  t.equal(readingAids(markdownToHtml('Hello')).readingMinutes, 1)
  const words = Array.from({ length: WORDS_PER_MINUTE * 4 - 1 }, () => 'word').join(' ')
  const lesson = markdownToHtml(`## A\n\n${words}\n\n    —\n`)
  t.equal(lesson.wordCount, WORDS_PER_MINUTE * 4, 'the heading counts; punctuation alone is not a word')
  t.same(readingAids(lesson), { outline: [{ id: 'a', text: 'A', level: 2 }], readingMinutes: 4 })
  t.same(lesson.figures, [])
})
