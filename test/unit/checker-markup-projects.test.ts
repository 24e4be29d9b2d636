// Every learning project's reference app with each of two markup mistakes
// (test/helpers/markup-mistakes.ts): the checker's markup check finds it at
// the line where the tag or the quote opens, and the fix prompt is built from
// that finding. The
// browser test of the report itself, ordering and verdicts included, runs
// on project 1 (test/e2e/project-checker.spec.ts): which project's files hold
// the mistake is this file's concern, not the report's.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { checkerRun as en } from '../../lib/i18n/messages/en/checker-run.ts'
import { checkMarkup } from '../../renderer/features/project-checker/markup/markup-check.ts'
import { markupFixPrompt } from '../../renderer/features/project-checker/markup/markup-words.ts'
import { markupMistakes } from '../helpers/markup-mistakes.ts'
import { siteContent } from '../helpers/site-content.ts'

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'projects')
const read = (dir: string, file: string) => {
  try {
    return readFileSync(join(dir, file), 'utf8')
  } catch {
    return ''
  }
}

const projects = (await siteContent()).learningProjects.filter((project) => project.checks?.length)

t.test('the learning projects with checks are the ones with fixtures', async (t) => {
  t.strictSame(
    projects.map((project) => String(project.id)),
    readdirSync(FIXTURES).sort(),
  )
})

for (const project of projects) {
  const dir = join(FIXTURES, String(project.id))
  const reference = readdirSync(dir).find((name) => name.startsWith('reference-')) ?? ''
  t.test(`project ${project.id}: ${reference} with an unclosed tag, then with a missing quote, each found at its line`, async (t) => {
    const files = { html: read(join(dir, reference), 'index.html'), css: '', js: '' }
    t.strictSame(await checkMarkup(files.html, en), [], 'the reference itself has no markup mistake')
    const mistakes = markupMistakes(files)
    t.strictSame(
      mistakes.map((mistake) => mistake.name.replace(/<\w+>/, '<tag>')),
      ['an unclosed <tag>', 'a missing quote'],
    )
    for (const mistake of mistakes) {
      const findings = await checkMarkup(mistake.files.html, en)
      t.ok(findings.length > 0, `${mistake.name}: found`)
      t.ok(
        findings.some((finding) => finding.line === mistake.line),
        `${mistake.name}: named at line ${mistake.line} (found at ${findings.map((finding) => finding.line).join(', ')})`,
      )
      t.match(markupFixPrompt(en, project.title, findings), /Examples: An HTML checker found/, `${mistake.name}: the fix prompt`)
    }
  })
}
