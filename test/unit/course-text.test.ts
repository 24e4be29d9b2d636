// The course text meets its bar: one skeleton
// for every section, minimum lengths, blog posts as long as their read time.
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'
import { readCourseFiles } from '../../course/load.ts'
import { markdownToHtml, withoutSubsection } from '../../course/markdown/markdown.tsx'
import { countWords, mainHeadings } from '../../course/metrics.ts'
import { CLEAR_HEADING } from '../../course/special-sections.ts'
import { SECTION_CHECK_SIZE } from '../../lib/knowledge-check.ts'

/** Returns the Markdown between `## heading` and the next `##` heading. */
function part(body: string, heading: string): string {
  const start = body.indexOf(`\n## ${heading}\n`)
  if (start === -1) return ''
  const rest = body.slice(start + heading.length + 5)
  const end = rest.search(/\n## /)
  return end === -1 ? rest : rest.slice(0, end)
}

t.test('every section follows the lesson skeleton and is long enough', async (t) => {
  const sections = readCourseFiles('sections', contentRoot)
  for (const { file, markdown: body, meta } of sections) {
    const headings = mainHeadings(body).filter((heading) => heading !== CLEAR_HEADING)
    const steps = headings.filter((heading) => /^Step \d+: /.test(heading))
    t.ok(steps.length >= 3, `${file}: has at least 3 steps (${steps.length})`)
    const skeleton = headings.filter((heading) => !/^Step \d+: /.test(heading))
    // The knowledge check is frontmatter (`check:`), rendered by the page between 'Try it yourself' and
    // 'Recap'. A section not yet moved keeps its old Markdown check there (test/unit/knowledge-checks.test.ts
    // requires the frontmatter list of every section; once all are moved, the old heading is refused).
    const oldCheck = meta.check === undefined ? ['Knowledge check'] : []
    t.same(
      skeleton,
      ['Overview', 'What you will learn', 'Example prompts', 'Try it yourself', ...oldCheck, 'Recap', 'Where to go next'],
      `${file}: skeleton headings in order`,
    )
    t.ok(
      headings.indexOf(steps[0] as string) === 2 && headings.indexOf('Example prompts') === 2 + steps.length,
      `${file}: steps come between the outcomes and the example prompts`,
    )

    const prose = withoutSubsection(body, CLEAR_HEADING)
    t.ok(countWords(prose) >= 900, `${file}: ${countWords(prose)} words (at least 900)`)

    const outcomes = part(body, 'What you will learn').match(/^- /gm)?.length ?? 0
    t.ok(outcomes >= 3 && outcomes <= 6, `${file}: 3-6 learning outcomes (${outcomes})`)
    const overview = part(body, 'Overview')
      .trim()
      .split(/\n\s*\n/)
    t.equal(overview.length, 1, `${file}: a one-paragraph overview`)
    const promptBlocks = part(body, 'Example prompts').match(/```text/g)?.length ?? 0
    t.ok(promptBlocks >= 4, `${file}: at least two bad-then-better prompt pairs (${promptBlocks} prompt blocks)`)
    t.match(part(body, 'Example prompts'), /Why it/, `${file}: says why the better prompt is better`)
    const questions = meta.check?.length ?? part(body, 'Knowledge check').match(/<details>/g)?.length ?? 0
    t.ok(
      questions >= SECTION_CHECK_SIZE.min && questions <= SECTION_CHECK_SIZE.max,
      `${file}: 3-6 knowledge-check questions (${questions})`,
    )
    t.ok(countWords(part(body, 'Try it yourself')) >= 80, `${file}: a real hands-on exercise`)
  }
})

t.test('projects and tutorials are long enough and complete', async (t) => {
  const projectSkeleton = [
    'Goal',
    'Before you start',
    'Build it step by step',
    'Test it by hand',
    'When the vibe goes wrong',
    'Deploy and share',
    'Stretch goals',
  ]
  for (const [folder, minimum] of [
    ['learning-projects', 600],
    ['featured-projects', 900],
  ] as const) {
    for (const { file, markdown: body } of readCourseFiles(folder, contentRoot)) {
      t.ok(countWords(body) >= minimum, `${file}: ${countWords(body)} words (at least ${minimum})`)
      t.same(mainHeadings(body), projectSkeleton, `${file}: project skeleton`)
      t.equal(part(body, 'When the vibe goes wrong').match(/^### /gm)?.length, 3, `${file}: three common failures`)
      t.equal(part(body, 'When the vibe goes wrong').match(/```text/g)?.length, 3, `${file}: a fix prompt for each`)
      t.equal(part(body, 'Stretch goals').match(/```text/g)?.length, 2, `${file}: two stretch goals with prompts`)
      t.match(part(body, 'Deploy and share'), /Publish|Deploy/, `${file}: deployment instructions`)
    }
  }
  for (const { file, markdown: body, meta } of readCourseFiles('tutorials', contentRoot)) {
    t.ok(countWords(body) >= 500, `${file}: ${countWords(body)} words (at least 500)`)
    t.ok(meta.learningPoints.length >= 3, `${file}: has learning points`)
    for (const point of meta.learningPoints) t.ok(mainHeadings(body).includes(point), `${file}: teaches "${point}"`)
    const boxes = markdownToHtml(body).html.match(/<aside class="callout-stuck" aria-label="If you get stuck">/g)?.length ?? 0
    t.equal(boxes, 1, `${file}: one "If you get stuck" box`)
  }
})

t.test('blog posts are as long as their read time at about 200 words a minute', async (t) => {
  for (const { file, markdown: body, meta } of readCourseFiles('blog', contentRoot)) {
    const { readTime } = meta
    const minutes = countWords(body) / 200
    t.ok(Math.abs(minutes - readTime) <= 1, `${file}: ${countWords(body)} words ≈ ${minutes.toFixed(1)} min for a ${readTime}-minute read`)
  }
})
