// `npm run content:report`: words, reading grade, figures, prompts and "If you
// get stuck" boxes of every course page, as a Markdown table (the figures
// quoted in release notes come from here).
import { readCourseFiles } from '../content/load.ts'
import { countWords, readingGrade } from '../content/metrics.ts'

console.log('| Item | Words | Reading grade (Flesch-Kincaid) | Figures | Prompts | Stuck boxes |')
console.log('|---|---:|---:|---:|---:|---:|')
for (const folder of ['sections', 'learning-projects', 'featured-projects', 'tutorials', 'blog'] as const) {
  for (const { meta, markdown } of readCourseFiles(folder)) {
    const figures = markdown.match(/\]\(figure:/g)?.length ?? 0
    // Prompt blocks in the body, plus the project's own prompt.
    const prompts = (markdown.match(/^```text$/gm)?.length ?? 0) + ('aiPrompt' in meta ? 1 : 0)
    const stuckBoxes = markdown.match(/^> \[!STUCK\]/gm)?.length ?? 0
    console.log(
      `| ${folder}/${meta.title} | ${countWords(markdown)} | ${readingGrade(markdown).toFixed(1)} | ${figures} | ${prompts} | ${stuckBoxes} |`,
    )
  }
}
