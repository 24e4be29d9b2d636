// Reading ease of each Spanish Markdown page beside its English original.
// Spanish: Fernández Huerta, 206.84 - 0.60 P - 1.02 F, where P = syllables per 100 words and
// F = words per sentence. (Some transcriptions define F as "sentences per 100 words", which would make
// shorter sentences score as harder; the formula adapts Flesch's 1.015 x words-per-sentence term, so F
// is read here as words per sentence.) INFLESZ (Szigriszt-Pazos) is printed beside it.
// English: Flesch reading ease, 206.835 - 1.015 (words / sentences) - 84.6 (syllables / words).
// Both sides measure the same prose: front-matter text values and the Markdown body, without code
// blocks, inline code, HTML, link targets, headings and {{...}} tokens.
//
// Run from the repository root: node scripts/reading-ease-es.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

const ROOT = 'content'
const SPANISH = join(ROOT, 'translations', 'es')
const COLLECTIONS = ['sections', 'learning-projects', 'featured-projects', 'tutorials', 'legal']

// Front-matter keys whose values are identifiers, not prose.
const NON_PROSE_KEYS = new Set([
  'id',
  'number',
  'color',
  'duration',
  'correct',
  'source',
  'checked',
  'level',
  'order',
  'slug',
  'url',
  'href',
  'image',
  'figure',
  'file',
  'files',
  'icon',
  'date',
  'updated',
  'lesson',
  'kind',
  'type',
  'difficulty',
  'match',
  'matches',
  'expect',
  'selector',
  'path',
  'route',
  'language',
])

function frontMatterProse(value, key) {
  if (key !== undefined && NON_PROSE_KEYS.has(key)) return []
  if (typeof value === 'string') return /^(https?:|\/|#)/.test(value) ? [] : [value]
  if (Array.isArray(value)) return value.flatMap((item) => frontMatterProse(item, undefined))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => frontMatterProse(v, k))
  return []
}

/** The lines of prose a learner reads, one paragraph, list item, table cell or front-matter value a line. */
function proseLines(file) {
  const text = readFileSync(file, 'utf8')
  let body = text
  const lines = []
  if (text.startsWith('---')) {
    const end = text.indexOf('\n---', 3)
    lines.push(...frontMatterProse(parse(text.slice(3, end))).flatMap((value) => value.split('\n')))
    body = text.slice(end + 4)
  }
  const cleaned = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
  // A wrapped paragraph or list item continues on the next line: join it, so that a line break is not a sentence end.
  let continuing = false
  for (const raw of cleaned.split('\n')) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#') || /^\|?[\s:|-]+\|?$/.test(line)) {
      continuing = false
      continue
    }
    if (line.startsWith('|')) {
      lines.push(...line.split('|'))
      continuing = false
    } else if (continuing && !/^(>\s*)*([-*+]|\d+\.)\s/.test(line)) {
      lines[lines.length - 1] += ` ${line}`
    } else {
      lines.push(line)
      continuing = true
    }
  }
  return lines
    .map((line) => line.replace(/\{\{[^}]*\}\}/g, ' ').replace(/`[^`\n]*`/g, ' '))
    .map((line) => line.trim().replace(/^(>\s*)*([-*+]|\d+\.)\s+(\[[ x]\]\s+)?/, ''))
}

const WORDS = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu
const HAS_WORD = /[\p{L}\p{N}]/u

function counts(lines, syllables) {
  let sentences = 0
  let words = 0
  let syll = 0
  for (const line of lines) {
    const lineWords = line.match(WORDS) ?? []
    if (lineWords.length === 0) continue
    sentences += Math.max(1, line.split(/[.!?…]+["”»)*_]*(?:\s|$)/).filter((part) => HAS_WORD.test(part)).length)
    words += lineWords.length
    syll += lineWords.reduce((sum, word) => sum + syllables(word), 0)
  }
  return { sentences, words, syllables: syll }
}

/** Syllables in an English word, the vowel-group heuristic of course/metrics.ts. */
function englishSyllables(word) {
  const w = word.toLowerCase().replace(/[^a-z]/g, '')
  if (w.length <= 3) return 1
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '')
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 1)
}

const STRONG = new Set(['a', 'e', 'o', 'á', 'é', 'ó'])
const STRESSED_WEAK = new Set(['í', 'ú'])

/** Two vowels side by side are in separate syllables (hiatus) when both are strong or one is a stressed í/ú. */
function hiatus(a, b) {
  return (STRONG.has(a) && STRONG.has(b)) || STRESSED_WEAK.has(a) || STRESSED_WEAK.has(b) || a === b
}

/** Syllables in a Spanish word: one per vowel nucleus, counting diphthongs and triphthongs as one and hiatus as two. */
export function spanishSyllables(word) {
  let w = word.toLowerCase().replace(/[^a-záéíóúüñy]/g, '')
  if (w === '') return 1
  if (w === 'y') return 1
  w = w
    .replace(/qu(?=[eiéí])/g, 'q') // the u of que/qui is silent
    .replace(/gu(?=[eiéí])/g, 'g') // and so is the u of gue/gui (güe/güi keep it)
    .replace(/ü/g, 'u')
    .replace(/(?<=[aeiouáéó])y$/, 'i') // final y after a vowel is a vowel: hoy, muy, rey
  let count = 0
  for (const group of w.match(/[aeiouáéíóú]+/g) ?? []) {
    count += 1
    for (let i = 1; i < group.length; i++) if (hiatus(group[i - 1], group[i])) count += 1
  }
  return Math.max(1, count)
}

const round = (n) => Math.round(n * 10) / 10

function measure(file, language) {
  const c = counts(proseLines(file), language === 'es' ? spanishSyllables : englishSyllables)
  const wordsPerSentence = c.words / c.sentences
  const syllablesPerWord = c.syllables / c.words
  return {
    ...c,
    wordsPerSentence,
    fernandezHuerta: 206.84 - 0.6 * (100 * syllablesPerWord) - 1.02 * wordsPerSentence,
    inflesz: 206.835 - 62.3 * syllablesPerWord - wordsPerSentence,
    flesch: 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord,
  }
}

const rows = []
for (const collection of COLLECTIONS) {
  const dir = join(SPANISH, collection)
  if (!existsSync(dir)) continue
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.md'))
    .sort()) {
    const english = join(ROOT, collection, name)
    if (!existsSync(english)) continue
    const es = measure(join(dir, name), 'es')
    const en = measure(english, 'en')
    rows.push({ file: `${collection}/${name}`, es, en })
  }
}

console.log('| File | Spanish FH | Spanish INFLESZ | English Flesch | FH − Flesch | Words/sentence es / en |')
console.log('|---|---|---|---|---|---|')
for (const { file, es, en } of rows) {
  const gap = es.fernandezHuerta - en.flesch
  console.log(
    `| ${file} | ${round(es.fernandezHuerta)} | ${round(es.inflesz)} | ${round(en.flesch)} | ${gap >= 0 ? '+' : ''}${round(gap)}${gap < -5 ? ' (harder)' : ''} | ${round(es.wordsPerSentence)} / ${round(en.wordsPerSentence)} |`,
  )
}
// --longest N: the N longest Spanish sentences of each page harder than its English, to simplify first.
if (process.argv.includes('--longest')) {
  const n = Number(process.argv[process.argv.indexOf('--longest') + 1]) || 5
  for (const { file, es, en } of rows) {
    if (es.fernandezHuerta - en.flesch >= -5) continue
    const sentences = proseLines(join(SPANISH, file)).flatMap((line) => line.split(/(?<=[.!?…]["”»)*_]*)\s+/))
    const longest = sentences
      .map((sentence) => ({ sentence, words: sentence.match(WORDS)?.length ?? 0 }))
      .sort((a, b) => b.words - a.words)
      .slice(0, n)
    console.log(`\n${file}`)
    for (const { sentence, words } of longest) console.log(`  ${words}: ${sentence}`)
  }
}
if (process.argv.includes('--syllables')) {
  for (const w of process.argv.slice(process.argv.indexOf('--syllables') + 1)) console.log(w, spanishSyllables(w))
}
