// `npm run content:report`: words and reading grade of every course body, as a
// Markdown table (the figures quoted in release notes come from here).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { contentRoot } from '../content/load.ts'
import { countWords, readingGrade } from '../content/metrics.ts'

console.log('| Item | Words | Reading grade (Flesch-Kincaid) |')
console.log('|---|---:|---:|')
for (const folder of ['sections', 'learning-projects', 'featured-projects', 'tutorials', 'blog']) {
  for (const file of readdirSync(join(contentRoot, folder)).filter((name) => name.endsWith('.md'))) {
    const text = readFileSync(join(contentRoot, folder, file), 'utf8')
    const body = text.split(/^---$/m).slice(2).join('---')
    const title = /^title: (.+)$/m.exec(text)?.[1]?.replace(/^['"]|['"]$/g, '') ?? file
    console.log(`| ${folder}/${title} | ${countWords(body)} | ${readingGrade(body).toFixed(1)} |`)
  }
}
