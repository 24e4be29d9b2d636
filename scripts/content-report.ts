// `npm run content:report`: words and reading grade of every course body, as a
// Markdown table (the figures quoted in release notes come from here).
import { readCourseFiles } from '../content/load.ts'
import { countWords, readingGrade } from '../content/metrics.ts'

console.log('| Item | Words | Reading grade (Flesch-Kincaid) |')
console.log('|---|---:|---:|')
for (const folder of ['sections', 'learning-projects', 'featured-projects', 'tutorials', 'blog'] as const) {
  for (const { meta, markdown } of readCourseFiles(folder)) {
    console.log(`| ${folder}/${meta.title} | ${countWords(markdown)} | ${readingGrade(markdown).toFixed(1)} |`)
  }
}
