// The text measures behind the course-text tests and `npm run content:report`.
import t from 'tap'
import { countSyllables, countWords, mainHeadings, readingGrade } from '../../course/metrics.ts'

t.test('countWords counts prose, not code, tags or link targets', async (t) => {
  t.equal(countWords("Open the app's page."), 4)
  t.equal(countWords('Run this:\n\n```text\nnpm run build --watch\n```\n\nDone.'), 3, 'a fenced code block does not count')
  t.equal(countWords('See [the guide](https://example.com/a/long/path) <details>now</details>'), 4, 'link target and tags do not count')
})

t.test('countSyllables by vowel groups', async (t) => {
  t.equal(countSyllables('app'), 1)
  t.equal(countSyllables('button'), 2)
  t.equal(countSyllables('deployment'), 3)
  t.equal(countSyllables('made'), 1, 'a silent final e')
})

t.test('readingGrade counts the same sentences however the text is wrapped', async (t) => {
  // A long first sentence then short ones: a global regex's leftover lastIndex used to skip the short ones.
  const oneLine = 'Deployment finished. Open it. Share the link.'
  const twoLines = 'Deployment finished.\nOpen it. Share the link.'
  t.equal(readingGrade(oneLine), readingGrade(twoLines))
  t.equal(readingGrade(oneLine), readingGrade(oneLine), 'the same answer every time')
  // 3 sentences, 7 words, 11 syllables: 0.39 × 7/3 + 11.8 × 11/7 − 15.59
  t.equal(readingGrade(oneLine).toFixed(4), (0.39 * (7 / 3) + 11.8 * (11 / 7) - 15.59).toFixed(4))
})

t.test('readingGrade leaves out headings, tables and code; a list item is a sentence', async (t) => {
  t.equal(readingGrade('# A very long heading with many syllables everywhere\n\n| a | table |\n\nGo now.'), readingGrade('Go now.'))
  t.equal(readingGrade('- Open it\n- Share it'), readingGrade('Open it. Share it.'))
  t.equal(readingGrade('```\ncode only\n```'), 0, 'no prose: grade 0')
})

t.test('mainHeadings lists the ## headings in order, not those in code', async (t) => {
  t.same(mainHeadings('## Overview\ntext\n### Detail\n## Recap\n```md\n## Not a heading\n```'), ['Overview', 'Recap'])
})
