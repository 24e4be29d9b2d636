// `npm run content:report`: words, reading grade, figures, prompts, "If you
// get stuck" boxes, platform facts and terms of every course page, as a
// Markdown table (the figures quoted in release notes come from here); then
// the facts and terms checked more than 90 days ago, to read again at their
// source; then every fact and term, oldest check first, with the pages that
// use it; then, per language, the translations that are stale or missing. `--today YYYY-MM-DD` measures the age from another day.

import { contentRoot } from '../course/content-root.ts'
import { readCourseFiles } from '../course/load.ts'
import { countWords, readingGrade } from '../course/metrics.ts'
import { checkedLongAgo, RECHECK_AFTER_DAYS, readFacts } from '../course/registries/facts.ts'
import { readTerms } from '../course/registries/terms.ts'
import { translatableFiles, translationsOf } from '../course/translations.ts'
import { defaultLocale, locales } from '../lib/i18n/locale.ts'

const todayArgument = process.argv.indexOf('--today')
const today = todayArgument === -1 ? new Date().toISOString().slice(0, 10) : (process.argv[todayArgument + 1] as string)
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`--today needs a date like 2026-11-27, not "${today}"`)

const usedBy = new Map<string, string[]>()
const use = (key: string, file: string) => usedBy.set(key, [...(usedBy.get(key) ?? []), file])

console.log('| Item | Words | Reading grade (Flesch-Kincaid) | Figures | Prompts | Stuck boxes | Facts | Terms |')
console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
for (const folder of ['sections', 'learning-projects', 'featured-projects', 'tutorials', 'blog'] as const) {
  for (const { file, meta, markdown, facts, terms } of readCourseFiles(folder, contentRoot)) {
    const figures = markdown.match(/\]\(figure:/g)?.length ?? 0
    // Prompt blocks in the body, plus the project's own prompt.
    const prompts = (markdown.match(/^```text$/gm)?.length ?? 0) + ('aiPrompt' in meta ? 1 : 0)
    const stuckBoxes = markdown.match(/^> \[!STUCK\]/gm)?.length ?? 0
    for (const fact of facts) use(`fact:${fact.id}`, file)
    for (const term of terms) use(`term:${term.id}`, file)
    console.log(
      `| ${folder}/${meta.title} | ${countWords(markdown)} | ${readingGrade(markdown).toFixed(1)} | ${figures} | ${prompts} | ${stuckBoxes} | ${facts.length} | ${terms.length} |`,
    )
  }
}

const entries = [
  ...[...readFacts(contentRoot).values()].map((fact) => ({ ...fact, kind: 'fact' })),
  ...[...readTerms(contentRoot).values()].map((term) => ({ ...term, kind: 'term' })),
]

const stale = checkedLongAgo(entries, today)
console.log(`\n## Checked more than ${RECHECK_AFTER_DAYS} days before ${today}: read these again\n`)
if (stale.length === 0) console.log('None.')
else {
  console.log('| Checked | Kind | Id | Source |')
  console.log('|---|---|---|---|')
  for (const entry of stale) console.log(`| ${entry.checked} | ${entry.kind} | ${entry.id} | ${entry.source} |`)
}

console.log('\n## Facts and terms, oldest check first\n')
console.log('| Checked | Kind | Id | Source | Used by |')
console.log('|---|---|---|---|---|')
for (const entry of entries.sort((a, b) => a.checked.localeCompare(b.checked) || a.id.localeCompare(b.id))) {
  const pages = usedBy.get(`${entry.kind}:${entry.id}`)?.join(', ') ?? '(no lesson; site text, a figure or a plan label may use it)'
  console.log(`| ${entry.checked} | ${entry.kind} | ${entry.id} | ${entry.source} | ${pages} |`)
}

// Translations (course/translations.ts): per language, the files whose translation is stale (the English changed
// since it was translated: the site serves the English with a notice) and those with none yet.
for (const locale of locales.filter((other) => other !== defaultLocale)) {
  const translations = translationsOf(contentRoot, locale)
  const files = translatableFiles(contentRoot)
  const statuses = files.map((path) => ({ path, status: translations.source(path).status }))
  const count = (status: string) => statuses.filter((entry) => entry.status === status).length
  console.log(
    `\n## Translations (${locale}): ${count('translated')} of ${files.length} files current, ${count('stale')} stale, ${count('missing')} missing\n`,
  )
  for (const status of ['stale', 'missing'] as const) {
    const listed = statuses.filter((entry) => entry.status === status)
    console.log(
      `### ${status === 'stale' ? 'Stale: translated from an older English' : 'Missing: not translated yet'} (${listed.length})\n`,
    )
    console.log(listed.length === 0 ? 'None.' : listed.map(({ path }) => `- ${path}`).join('\n'))
    console.log('')
  }
}
