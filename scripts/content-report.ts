// `npm run content:report`: words, reading grade, figures, prompts and "If you
// get stuck" boxes of every course page, as a Markdown table (the figures
// quoted in release notes come from here).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { contentRoot } from '../content/load.ts'
import { countWords, readingGrade } from '../content/metrics.ts'

console.log('| Item | Words | Reading grade (Flesch-Kincaid) | Figures | Prompts | Stuck boxes |')
console.log('|---|---:|---:|---:|---:|---:|')
for (const folder of ['sections', 'learning-projects', 'featured-projects', 'tutorials', 'blog']) {
  for (const file of readdirSync(join(contentRoot, folder)).filter((name) => name.endsWith('.md'))) {
    const text = readFileSync(join(contentRoot, folder, file), 'utf8')
    const [, frontmatter = '', ...rest] = text.split(/^---$/m)
    const body = rest.join('---')
    const title = /^title: (.+)$/m.exec(frontmatter)?.[1]?.replace(/^['"]|['"]$/g, '') ?? file
    const figures = body.match(/\]\(figure:/g)?.length ?? 0
    // Prompt blocks in the body, plus the project's own prompt from the frontmatter.
    const prompts = (body.match(/^```text$/gm)?.length ?? 0) + (/^aiPrompt:/m.test(frontmatter) ? 1 : 0)
    const stuckBoxes = body.match(/^> \[!STUCK\]/gm)?.length ?? 0
    console.log(`| ${folder}/${title} | ${countWords(body)} | ${readingGrade(body).toFixed(1)} | ${figures} | ${prompts} | ${stuckBoxes} |`)
  }
}
