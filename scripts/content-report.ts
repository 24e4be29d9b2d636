// `npm run content:report`: words, reading grade, figures, prompts, "If you
// get stuck" boxes and platform facts of every course page, as a Markdown
// table (the figures quoted in release notes come from here), then every fact
// of content/facts/, oldest check first, with the pages that use it.
import { readFacts } from '../content/facts.ts'
import { contentRoot, readCourseFiles } from '../content/load.ts'
import { countWords, readingGrade } from '../content/metrics.ts'

const usedBy = new Map<string, string[]>()

console.log('| Item | Words | Reading grade (Flesch-Kincaid) | Figures | Prompts | Stuck boxes | Facts |')
console.log('|---|---:|---:|---:|---:|---:|---:|')
for (const folder of ['sections', 'learning-projects', 'featured-projects', 'tutorials', 'blog'] as const) {
  for (const { file, meta, markdown, facts } of readCourseFiles(folder)) {
    const figures = markdown.match(/\]\(figure:/g)?.length ?? 0
    // Prompt blocks in the body, plus the project's own prompt.
    const prompts = (markdown.match(/^```text$/gm)?.length ?? 0) + ('aiPrompt' in meta ? 1 : 0)
    const stuckBoxes = markdown.match(/^> \[!STUCK\]/gm)?.length ?? 0
    for (const fact of facts) usedBy.set(fact.id, [...(usedBy.get(fact.id) ?? []), file])
    console.log(
      `| ${folder}/${meta.title} | ${countWords(markdown)} | ${readingGrade(markdown).toFixed(1)} | ${figures} | ${prompts} | ${stuckBoxes} | ${facts.length} |`,
    )
  }
}

console.log('\n## Facts, oldest check first\n')
console.log('| Checked | Fact | Source | Used by |')
console.log('|---|---|---|---|')
const facts = [...readFacts(contentRoot).values()].sort((a, b) => a.checked.localeCompare(b.checked) || a.id.localeCompare(b.id))
for (const fact of facts) {
  const pages = usedBy.get(fact.id)?.join(', ') ?? '(unused)'
  console.log(`| ${fact.checked} | ${fact.id} | ${fact.source} | ${pages} |`)
}
