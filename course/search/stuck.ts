/**
 * Unstuck: from what a learner pastes (an error, a stack trace, or the
 * symptom in their own words) to the problem of the catalogue
 * (content/problems/) that explains it, and a CLEAR fix prompt holding their
 * text.
 *
 * A paste is full of parts that change with every app: file paths, line and
 * column numbers, the learner's own names in quotes, addresses, hex numbers.
 * Those go first. Then the text is read as canonical words (synonyms and stop
 * words of course/search/search-words.ts, shared with the site search), and each
 * problem's match phrases are scored by how much of the phrase the paste
 * holds, rarer words counting more. Words on the error's own line (its type
 * and message) count fully, words elsewhere (the learner's story, the rest of
 * a trace) half, so a trace's last line cannot outvote its message. A phrase
 * naming another error type than the paste's counts half.
 *
 * Runs on the server only: the build bakes the catalogue into
 * dist/server/stuck-catalogue.json, and the server answers /stuck and
 * /api/stuck from it in memory.
 */
import { STUCK_MAX_LENGTH, type StuckAnswer, type StuckLink, type StuckProblem, stuckProblemPath } from '../../lib/stuck.ts'
import { canonicalWords } from './search-words.ts'

/** A problem's fix prompt parts, as written (course/schema/problems.ts, ProblemFrontmatter.fix). */
export interface FixParts {
  context: string
  length: string
  actions: string[]
  role: string
}

/** A problem as the catalogue keeps it: what the page shows, and what matching and the prompt read. */
export interface CatalogueProblem extends StuckProblem {
  matches: string[]
  fix: FixParts
}

/** The build output's file name in dist/server/. */
export const STUCK_CATALOGUE_FILE = 'stuck-catalogue.json'

/**
 * A phrase is a sure match when the paste covers this much of it (0 to 1),
 * with at least two of its words (or its only word), and words rare enough
 * to mean something: MIN_RARITY is about one rare word, or two that several
 * problems share ("blank page"), so "show" or "error" alone never decide.
 */
const CONFIDENT = 0.6
const MIN_RARITY = 3
/** Other problems shown as links must be covered at least this much. */
const WORTH_A_LINK = 0.45
/** Other problems shown besides the best. */
const OTHERS = 3
/** Lines and characters of the learner's text that go into the prompt's Examples. */
const EXAMPLE_LINES = 12
const EXAMPLE_LINE_LENGTH = 200
const EXAMPLE_LENGTH = 900

/** Words on the error's own line count fully; words elsewhere in the paste count this much. */
const ELSEWHERE = 0.5

// ---------------------------------------------------------------------------
// Reading a paste

/** A line of a stack trace: Chrome and Node ("    at fn (file:1:2)"), Firefox and Safari ("fn@https://...:1:2"), Python. */
const TRACE_FRAME = /^\s*(?:at\s|[\w$.<>/[\]]*@\S*:\d+|File ".*", line \d+|\^+\s*$)/
/** Words that mark a line as the error itself rather than the story around it. */
const ERROR_LINE =
  /\b[A-Z]\w*(?:Error|Exception)\b|\bE[A-Z]{3,}\b|\bERR_[A-Z_]+\b|\b[45]\d\d\b|\berror\b|\bfailed\b|\bcannot\b|\bcan['’]?t\b|\bunable\b|\bdenied\b|\brefused\b|\bnot (?:found|defined|allowed|a function)\b|\bunexpected\b|\buncaught\b|\binvalid\b/i
/** The error types a paste names: JavaScript's (TypeError), Node's codes (ECONNREFUSED, ERR_MODULE_NOT_FOUND). */
const ERROR_TYPE = /\b[A-Z][A-Za-z]*(?:Error|Exception)\b|\bE[A-Z]{3,}\b|\bERR_[A-Z_]+\b/g

/** Addresses: web, websocket, file and database URLs. */
const URL_PATTERN = /\b(?:https?|wss?|file|postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis):\/\/\S+/gi
/** A name in quotes with no space in it: an identifier, a module, a path ('map', "express", `tasks`). A quoted phrase stays: it is the message. */
const QUOTED_NAME = /'[^'\s]{1,120}'|"[^"\s]{1,120}"|`[^`\s]{1,120}`|‘[^’\s]{1,120}’|“[^”\s]{1,120}”/g
/** Paths with a slash or backslash (/home/runner/app/src, C:\Users\x, ./utils, /dashboard). */
const PATH_PATTERN = /(?:[A-Za-z]:)?(?:\.{0,2}[\\/]|~[\\/])?(?:[\w.@+-]+[\\/])+[\w.@+-]*|(?<![\w.])\/[\w.@+-]+/g
/** File names (app.js, index.html, package.json). */
const FILE_NAME = /\b[\w@+-]+(?:\.[\w-]+)*\.(?:m?jsx?|cjs|tsx?|json|html?|css|scss|py|sh|md|ico|png|jpe?g|svg|lock|sql|db|sqlite)\b/gi
/** Line and column numbers (:12:5, line 12, column 4). */
const LINE_NUMBERS = /:\d+(?::\d+)?\b|\blines? \d+(?:,? col(?:umn)? \d+)?|\bcol(?:umn)? \d+/gi
/** Hex numbers and hashes (0x1f, a3f9c2e1). */
const HEX = /\b0x[0-9a-f]+\b|\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{6,}\b/gi

/** A line without the parts that change with every app, so two apps' same error read alike. */
export function withoutVolatileParts(line: string): string {
  return line
    .replace(/(\p{L})['’](\p{L})/gu, '$1$2')
    .replace(URL_PATTERN, ' ')
    .replace(QUOTED_NAME, ' ')
    .replace(PATH_PATTERN, ' ')
    .replace(FILE_NAME, ' ')
    .replace(LINE_NUMBERS, ' ')
    .replace(HEX, ' ')
}

/** Forms of a word read alike: plural and singular ("tasks", "task"), "fixing" and "fix", "replies" and "reply". */
function stem(word: string): string {
  if (/^[a-z]{3,}ing$/.test(word)) return word.slice(0, -3)
  if (/^[a-z]{2,}ies$/.test(word)) return `${word.slice(0, -3)}y`
  return /^[a-z]{4,}s$/.test(word) && !/(?:ss|us|is)$/.test(word) ? word.slice(0, -1) : word
}

/**
 * The words compared: canonical (course/search/search-words.ts), stemmed; numbers
 * gone (ports, counts, dates) except HTTP errors (404, 500) and very long
 * ones, which are results, not places (0.30000000000000004).
 */
function matchWords(text: string): string[] {
  return canonicalWords(withoutVolatileParts(text))
    .filter((word) => !/^\d+$/.test(word) || /^[45]\d\d$/.test(word) || word.length >= 12)
    .map(stem)
}

/** What a paste holds, for matching: each word with its weight, and the error types it names. */
interface ReadPaste {
  weights: Map<string, number>
  errorTypes: Set<string>
}

function readPaste(text: string): ReadPaste {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '' && !TRACE_FRAME.test(line))
  const errorLines = lines.filter((line) => ERROR_LINE.test(line))
  const primary = new Set(errorLines.length > 0 ? errorLines : lines)
  const weights = new Map<string, number>()
  for (const line of lines) {
    const weight = primary.has(line) ? 1 : ELSEWHERE
    for (const word of matchWords(line)) weights.set(word, Math.max(weights.get(word) ?? 0, weight))
  }
  const errorTypes = new Set(Array.from(text.matchAll(ERROR_TYPE), (match) => match[0].toLowerCase()))
  return { weights, errorTypes }
}

// ---------------------------------------------------------------------------
// Matching

interface Phrase {
  words: string[]
  /** The error type the phrase names, if any. */
  errorType?: string
}

interface Scored {
  slug: string
  /** How much of its best phrase the paste holds, 0 to 1. */
  coverage: number
  /** Coverage, raised by the rarity of the words matched: a long, specific phrase outranks a short one at the same coverage. */
  rank: number
  /** Whether one of its phrases is a sure match (CONFIDENT, MIN_RARITY). */
  sure: boolean
}

/** Scores pastes against the catalogue's match phrases (and titles). */
export class ProblemMatcher {
  readonly #phrases: Map<string, Phrase[]>
  readonly #rarity: Map<string, number>

  constructor(problems: readonly Pick<CatalogueProblem, 'slug' | 'title' | 'matches'>[]) {
    this.#phrases = new Map(
      problems.map((problem) => [
        problem.slug,
        [problem.title, ...problem.matches]
          .map((phrase) => ({ words: [...new Set(matchWords(phrase))], errorType: phrase.match(ERROR_TYPE)?.[0]?.toLowerCase() }))
          .filter((phrase) => phrase.words.length > 0),
      ]),
    )
    const problemsWith = new Map<string, number>()
    for (const phrases of this.#phrases.values())
      for (const word of new Set(phrases.flatMap((phrase) => phrase.words))) problemsWith.set(word, (problemsWith.get(word) ?? 0) + 1)
    this.#rarity = new Map([...problemsWith].map(([word, count]) => [word, Math.log(1 + problems.length / count)]))
  }

  /** Every problem the paste touches, best first. */
  rank(text: string): Scored[] {
    const paste = readPaste(text)
    const scored: Scored[] = []
    for (const [slug, phrases] of this.#phrases) {
      let best = { coverage: 0, rank: 0, sure: false }
      for (const phrase of phrases) {
        let total = 0
        let matched = 0
        let matchedWords = 0
        for (const word of phrase.words) {
          const rarity = this.#rarity.get(word) ?? 0
          const weight = paste.weights.get(word) ?? 0
          total += rarity
          matched += rarity * weight
          if (weight > 0) matchedWords += 1
        }
        let coverage = total === 0 ? 0 : matched / total
        if (phrase.errorType && paste.errorTypes.size > 0 && !paste.errorTypes.has(phrase.errorType)) coverage /= 2
        const rank = coverage * (1 + matched / 40)
        const sure = coverage >= CONFIDENT && matched >= MIN_RARITY && matchedWords >= Math.min(2, phrase.words.length)
        best = { coverage: Math.max(best.coverage, coverage), rank: Math.max(best.rank, rank), sure: best.sure || sure }
      }
      if (best.coverage > 0) scored.push({ slug, ...best })
    }
    return scored.sort((a, b) => b.rank - a.rank)
  }

  /** The problem a text surely is, or undefined (a knowledge check's error links to it). */
  confidentMatch(text: string): string | undefined {
    return this.rank(text).find((scored) => scored.sure)?.slug
  }
}

// ---------------------------------------------------------------------------
// The prompt

/** What Examples says when the learner has pasted nothing yet. */
const EXAMPLES_PLACEHOLDER = '[paste the exact error, or say what you see]'
/** Things that look like keys or passwords, hidden in the prompt (the lessons say never to paste them). */
const SECRET_LIKE =
  /\b(?:sk|pk|rk)[-_](?:live|test)?[-_]?[A-Za-z0-9]{8,}\b|\bBearer\s+\S+|\b(?:password|passwd|pwd|secret|api[-_]?key|token)\s*[=:]\s*\S+/gi

/** The learner's text as it goes into Examples: trimmed to a few lines, keys hidden. */
export function examplesText(query: string): string {
  const lines = query
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
  let text = lines
    .slice(0, EXAMPLE_LINES)
    .map((line) => (line.length > EXAMPLE_LINE_LENGTH ? `${line.slice(0, EXAMPLE_LINE_LENGTH)} …` : line))
    .join('\n')
  if (text.length > EXAMPLE_LENGTH) text = `${text.slice(0, EXAMPLE_LENGTH)} …`
  if (lines.length > EXAMPLE_LINES) text += '\n…'
  return text.replace(SECRET_LIKE, '[removed]')
}

/** A CLEAR prompt: Context, Length, Examples (the learner's text), Actions, Role. */
export function fixPrompt(fix: FixParts, query: string): string {
  const examples = query.trim() === '' ? EXAMPLES_PLACEHOLDER : examplesText(query)
  return [
    `Context: ${fix.context}`,
    `Length: ${fix.length}`,
    `Examples: This is exactly what I see:\n${examples}`,
    'Actions:',
    ...fix.actions.map((action) => `- ${action}`),
    `Role: ${fix.role}`,
  ].join('\n')
}

/** The general "describe your bug" prompt, for a text no problem fits (Section 4's bug report, in CLEAR). */
export const GENERAL_FIX: FixParts = {
  context: 'When I [what you did], I expected [what should happen], but instead [what happened].',
  length: 'Find the cause first, then make the smallest change that fixes it. Do not change anything else.',
  actions: [
    'Explain in simple words what this means, and list up to three possible causes, the most likely first.',
    'Tell me what to check first, one step at a time, before you change any code.',
    'Fix the most likely cause, then tell me which files you changed.',
  ],
  role: 'A patient web developer who explains each step to a beginner.',
}

// ---------------------------------------------------------------------------
// The answer

/** The catalogue as the build writes it and the server loads it. */
export interface StuckCatalogue {
  problems: CatalogueProblem[]
}

/** The problem as the page shows it (the fix parts and match phrases stay on the server). */
function shown({ matches: _matches, fix: _fix, ...problem }: CatalogueProblem): StuckProblem {
  return problem
}

function linkTo(problem: CatalogueProblem): StuckLink {
  return { slug: problem.slug, title: problem.title, href: stuckProblemPath(problem.slug) }
}

/** The learner's text as read: trimmed and cut to STUCK_MAX_LENGTH. */
export function readStuckQuery(text: string): string {
  return text.slice(0, STUCK_MAX_LENGTH).trim()
}

export class Unstuck {
  readonly #problems: Map<string, CatalogueProblem>
  readonly #matcher: ProblemMatcher

  constructor({ problems }: StuckCatalogue) {
    this.#problems = new Map(problems.map((problem) => [problem.slug, problem]))
    this.#matcher = new ProblemMatcher(problems)
  }

  /** What to show for a pasted text. */
  answer(text: string): StuckAnswer {
    const query = readStuckQuery(text)
    if (query === '') return { kind: 'empty', query, prompt: '', others: [] }
    const ranked = this.#matcher.rank(query)
    const best = ranked.find((scored) => scored.sure)
    const bestProblem = best && this.#problems.get(best.slug)
    if (!bestProblem) return { kind: 'none', query, prompt: fixPrompt(GENERAL_FIX, query), others: [] }
    const others = ranked
      .filter((scored) => scored !== best && scored.coverage >= WORTH_A_LINK)
      .slice(0, OTHERS)
      .flatMap((scored) => {
        const problem = this.#problems.get(scored.slug)
        return problem ? [linkTo(problem)] : []
      })
    return { kind: 'match', query, problem: shown(bestProblem), prompt: fixPrompt(bestProblem.fix, query), others }
  }

  /** One problem opened by its link, or undefined for an unknown slug. */
  chosen(slug: string): StuckAnswer | undefined {
    const problem = this.#problems.get(slug)
    if (!problem) return undefined
    return { kind: 'chosen', query: '', problem: shown(problem), prompt: fixPrompt(problem.fix, ''), others: [] }
  }
}

/** The problems a lesson's stuck box links to, by the lesson's path. */
export function problemsByLesson(problems: readonly { slug: string; title: string; lesson: string }[]): Map<string, StuckLink[]> {
  const byLesson = new Map<string, StuckLink[]>()
  for (const { slug, title, lesson } of problems) {
    const path = lesson.split('#')[0] as string
    byLesson.set(path, [...(byLesson.get(path) ?? []), { slug, title, href: stuckProblemPath(slug) }])
  }
  return byLesson
}
