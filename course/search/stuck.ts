/**
 * Unstuck: from what a learner pastes (an error, a stack trace, or the
 * symptom in their own words) to the problem of the catalogue
 * (content/problems/) that explains it, and a CLEAR fix prompt holding their
 * text.
 *
 * Keys, tokens and passwords leave the paste first (lib/redact-secrets.ts):
 * the answer, its page and its prompt only ever hold it without them. The
 * matcher (course/search/stuck-match.ts) then scores the problems; the best is named
 * "Most likely" only when it is sure, otherwise the answer offers up to three
 * it could be, with the general describe-your-bug prompt.
 *
 * Runs on the server only: the build bakes each language's catalogue into
 * dist/server/stuck-catalogue.json, and the labelled pastes of the corpus, one
 * file for all languages, into dist/server/stuck-pastes.json; the server reads
 * them once at start-up and answers /stuck and /api/stuck from them in memory.
 */

import { stuckPromptMessages } from '../../lib/i18n/catalogues/stuck-prompt.ts'
import { defaultLocale, type Locale } from '../../lib/i18n/locale.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'
import { plainText } from '../../lib/knowledge-check.ts'
import { redactSecrets } from '../../lib/redact-secrets.ts'
import { STUCK_MAX_LENGTH, type StuckAnswer, type StuckLink, type StuckProblem, stuckProblemPath } from '../../lib/stuck.ts'
import { type LabelledPaste, labelledTermsOf, neighboursOf, ProblemMatcher, type Scored } from './stuck-match.ts'
import { type LabelledTerms, PasteNeighbours } from './stuck-neighbours.ts'

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
export const stuckCatalogueFile = (locale: Locale) => (locale === defaultLocale ? 'stuck-catalogue.json' : `stuck-catalogue.${locale}.json`)

/** The build's file of the corpus's labelled pastes (course/search/stuck-pastes.ts), one for all languages. */
export const stuckPastesFile = 'stuck-pastes.json'

/** Lines and characters of the learner's text that go into the prompt's Examples. */
const EXAMPLE_LINES = 12
const EXAMPLE_LINE_LENGTH = 200
const EXAMPLE_LENGTH = 900

// ---------------------------------------------------------------------------
// The prompt

/** The learner's text as it goes into Examples: keys hidden, trimmed to a few lines. */
export function examplesText(query: string): string {
  const lines = redactSecrets(query)
    .text.split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
  let text = lines
    .slice(0, EXAMPLE_LINES)
    .map((line) => (line.length > EXAMPLE_LINE_LENGTH ? `${line.slice(0, EXAMPLE_LINE_LENGTH)} …` : line))
    .join('\n')
  if (text.length > EXAMPLE_LENGTH) text = `${text.slice(0, EXAMPLE_LENGTH)} …`
  if (lines.length > EXAMPLE_LINES) text += '\n…'
  return text
}

/** A CLEAR prompt: Context, Length, Examples (the learner's text), Actions, Role (the labels as the course writes them in every language). */
export function fixPrompt(fix: FixParts, query: string, locale: Locale = defaultLocale): string {
  const t = messagesIn(stuckPromptMessages, locale)
  const examples = query.trim() === '' ? t.examplesPlaceholder : examplesText(query)
  return [
    `Context: ${fix.context}`,
    `Length: ${fix.length}`,
    `Examples: ${t.examplesLead}\n${examples}`,
    'Actions:',
    ...fix.actions.map((action) => `- ${action}`),
    `Role: ${fix.role}`,
  ].join('\n')
}

/** The general "describe your bug" prompt, for a text no problem fits (Section 4's bug report, in CLEAR). */
export function generalFix(locale: Locale = defaultLocale): FixParts {
  const t = messagesIn(stuckPromptMessages, locale)
  return {
    context: t.generalContext,
    length: t.generalLength,
    actions: [t.generalExplain, t.generalCheckFirst, t.generalFix],
    role: t.generalRole,
  }
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

/** A link to a problem it may be, with what the learner would see, so they can tell. */
function linkTo(problem: CatalogueProblem): StuckLink {
  return { slug: problem.slug, title: problem.title, href: stuckProblemPath(problem.slug), symptom: problem.symptom }
}

/** The learner's text as read: trimmed and cut to STUCK_MAX_LENGTH. */
export function readStuckQuery(text: string): string {
  return text.slice(0, STUCK_MAX_LENGTH).trim()
}

/**
 * Labelled pastes as the neighbours that vote, each read as a learner's paste is: cut to length, its keys taken out
 * (lib/redact-secrets.ts) before it is indexed, whatever file it came from.
 */
export function pasteNeighbours(pastes: readonly LabelledPaste[]): PasteNeighbours {
  return neighboursOf(pastes.map(asLearnersPaste))
}

const asLearnersPaste = ({ problem, text }: LabelledPaste): LabelledPaste => ({ problem, text: redactSecrets(readStuckQuery(text)).text })

/** Pastes read per step of pasteNeighboursInSteps: about 50 ms of a quiet server's time. */
const PASTES_PER_STEP = 250

/**
 * pasteNeighbours a slice at a time: each `step()` reads the next PASTES_PER_STEP pastes, the one after the last
 * builds the index, and each says whether there is more to do. `neighbours()` finishes whatever is left at once (a
 * paste that comes before the steps are done). A server runs the steps between requests
 * (server/start-up/warm-up.ts), so no request, and no signal to stop, waits for the whole index (about half a second
 * of a quiet server's time for 1,300 pastes, several seconds on a busy one).
 */
export function pasteNeighboursInSteps(pastes: readonly LabelledPaste[]): { step: () => boolean; neighbours: () => PasteNeighbours } {
  const read: LabelledTerms[] = []
  let built: PasteNeighbours | undefined
  const readSlice = () => {
    for (const paste of pastes.slice(read.length, read.length + PASTES_PER_STEP)) read.push(labelledTermsOf(asLearnersPaste(paste)))
  }
  const neighbours = () => {
    while (read.length < pastes.length) readSlice()
    built ??= new PasteNeighbours(read)
    return built
  }
  const step = () => {
    if (read.length < pastes.length) readSlice()
    else neighbours()
    return built === undefined
  }
  return { step, neighbours }
}

export class Unstuck {
  readonly #problems: Map<string, CatalogueProblem>
  readonly #locale: Locale
  readonly #neighbours: PasteNeighbours | (() => PasteNeighbours) | undefined
  #madeMatcher: ProblemMatcher | undefined

  /**
   * `locale`: the catalogue's language, which the prompts' own words are written in. `neighbours`: the labelled pastes
   * of the corpus's tuning part (pasteNeighbours), whose votes help rank the causes, indexed once and shared by every
   * language (or a function that makes them when first needed); without them, the catalogue's own phrases and words
   * rank alone.
   */
  constructor({ problems }: StuckCatalogue, locale: Locale = defaultLocale, neighbours?: PasteNeighbours | (() => PasteNeighbours)) {
    this.#locale = locale
    this.#problems = new Map(problems.map((problem) => [problem.slug, problem]))
    this.#neighbours = neighbours
  }

  /**
   * The index a paste is matched against, made on the first paste: it takes a few hundred milliseconds and
   * megabytes, which the server's start and a visit to the empty page (or a problem opened by its link) need not pay.
   */
  get #matcher(): ProblemMatcher {
    if (!this.#madeMatcher) {
      const problems = [...this.#problems.values()].map((problem) => ({ ...problem, symptom: plainText(problem.symptom) }))
      const neighbours = typeof this.#neighbours === 'function' ? this.#neighbours() : this.#neighbours
      this.#madeMatcher = new ProblemMatcher(problems, neighbours)
    }
    return this.#madeMatcher
  }

  /** Makes the index a paste is matched against now, so the first paste does not wait for it. */
  prepareMatcher(): void {
    void this.#matcher
  }

  /**
   * What to show for a pasted text, always without its keys: the problem it
   * surely is ('match', with up to three others that may fit), or up to three
   * it could be ('candidates'), or none ('none'); the last two with the
   * general describe-your-bug prompt.
   */
  answer(text: string): StuckAnswer {
    const { text: query, removed } = this.#read(text)
    if (query === '') return { kind: 'empty', query, prompt: '', others: [] }
    const { mostLikely, ranked } = this.#matcher.verdict(query)
    const others = ranked
      .filter((scored) => scored !== mostLikely)
      .flatMap((scored) => {
        const problem = this.#problems.get(scored.slug)
        return problem ? [linkTo(problem)] : []
      })
    const problem = mostLikely && this.#problems.get(mostLikely.slug)
    if (problem)
      return { kind: 'match', query, removed, problem: shown(problem), prompt: fixPrompt(problem.fix, query, this.#locale), others }
    return {
      kind: others.length > 0 ? 'candidates' : 'none',
      query,
      removed,
      prompt: fixPrompt(generalFix(this.#locale), query, this.#locale),
      others,
    }
  }

  /**
   * Every problem a text scores for, best first, as the answer ranks them (for the bench's tuning figures);
   * `neighbours`, to rank with other labelled pastes than its own (the bench leaves the measured ones out).
   */
  ranking(text: string, neighbours?: PasteNeighbours): Scored[] {
    return this.#matcher.rank(this.#read(text).text, neighbours)
  }

  /** The learner's text as every answer reads it: trimmed, cut to length, its keys taken out. */
  #read(text: string): { text: string; removed: number } {
    return redactSecrets(readStuckQuery(text))
  }

  /** One problem opened by its link, or undefined for an unknown slug. */
  chosen(slug: string): StuckAnswer | undefined {
    const problem = this.#problems.get(slug)
    if (!problem) return undefined
    return { kind: 'chosen', query: '', problem: shown(problem), prompt: fixPrompt(problem.fix, '', this.#locale), others: [] }
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
