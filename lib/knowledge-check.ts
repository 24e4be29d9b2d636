/**
 * Knowledge checks: the questions at the end of a section or
 * project page, as the browser and the server both use them. No zod here:
 * the check component and /review import this module, so it must stay small
 * (course/schema/knowledge-check.ts validates the files with the limits below).
 *
 * Answers travel in two ways:
 * - with JavaScript, the check is graded in the browser and the result kept
 *   in local progress (renderer/features/progress/progress-store.ts); nothing is sent;
 * - without JavaScript the form is a GET to the same page, one parameter per
 *   answered question, `a.<question id>=<option number>` (options numbered
 *   from 1 as the learner sees them), plus `check=1` to say the form was sent
 *   (so an unanswered question can be told apart from a page never checked):
 *   `/section1?check=1&a.which-language=2&a.guest-book=1`. The server grades
 *   them into the same feedback (readAnswers + grade). Unknown ids are
 *   ignored; an option that does not exist gets a message, never an error.
 */

/** Questions per section, inclusive. */
export const SECTION_CHECK_SIZE = { min: 3, max: 6 } as const
/** Questions per learning or featured project, inclusive. */
export const PROJECT_CHECK_SIZE = { min: 2, max: 3 } as const
/** Options per question, inclusive. */
export const OPTION_COUNT = { min: 3, max: 4 } as const

/**
 * A piece of a question's or an option's text: plain text, `code` (written
 * in backticks), or bold and links that a `{{fact:id}}` token brought in.
 * Made once by the content loader (course/checks/check-text.ts) so the browser
 * never parses Markdown.
 */
export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string }

interface CheckOption {
  text: InlinePart[]
  correct: boolean
  /** Why this option is right or wrong, 1-3 sentences. */
  why: InlinePart[]
}

export interface CheckQuestion {
  /** Kebab-case, unique on its page, never renamed: results are stored under "<lesson>/<id>". */
  id: string
  question: InlinePart[]
  /** An error message, prompt or code the question is about, shown verbatim as a code block. */
  snippet?: string
  /**
   * A change the Agent made, shown as a diff (the question asks what it broke
   * or added unasked): the inside of its figure, as HTML the content loader
   * made from the content file (course/checks/check-diff.ts).
   */
  diffHtml?: string
  options: CheckOption[]
  /** The Unstuck problem its snippet's error is (course/search/stuck.ts): a learner who misses the question is pointed there. */
  problem?: { title: string; href: string }
}

/** The form field that says the check was sent (its value is always '1'). */
export const CHECK_SENT_PARAM = 'check'
/** The prefix of the field of one question's answer: `a.<question id>`. */
const ANSWER_PREFIX = 'a.'

/** The name of a question's radio group, which is also its query parameter. */
export function answerParam(questionId: string): string {
  return `${ANSWER_PREFIX}${questionId}`
}

/** What the learner chose for one question: an option's index (from 0), or a value that names no option. */
export type Answer = { kind: 'chosen'; option: number } | { kind: 'unknown-option' }

/** The answers read from a query, by question id; empty when the check was not sent. */
export type Answers = Record<string, Answer>

/**
 * The answers in a page's query (Vike's urlParsed.search: the first value of
 * each parameter). Only the page's own question ids are read; anything else
 * in the query is ignored. A value that is not one of the question's option
 * numbers (1..n) counts as 'unknown-option'.
 */
export function readAnswers(questions: readonly CheckQuestion[], query: Readonly<Record<string, string>>): Answers | undefined {
  if (query[CHECK_SENT_PARAM] === undefined) return undefined
  const answers: Answers = {}
  for (const question of questions) {
    const value = query[answerParam(question.id)]
    if (value === undefined) continue
    const number = /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN
    answers[question.id] =
      number >= 1 && number <= question.options.length ? { kind: 'chosen', option: number - 1 } : { kind: 'unknown-option' }
  }
  return answers
}

/** How one question went when the check was sent. */
export type Verdict =
  | { kind: 'right'; option: number }
  | { kind: 'wrong'; option: number }
  /** Sent without an answer to this question. */
  | { kind: 'unanswered' }
  /** The query named an option the question does not have (a hand-edited or outdated link). */
  | { kind: 'unknown-option' }

export function grade(question: CheckQuestion, answer: Answer | undefined): Verdict {
  if (!answer) return { kind: 'unanswered' }
  if (answer.kind === 'unknown-option') return answer
  return question.options[answer.option]?.correct ? { kind: 'right', option: answer.option } : { kind: 'wrong', option: answer.option }
}

/** The index of a question's one correct option. */
export function correctOption(question: CheckQuestion): number {
  return question.options.findIndex((option) => option.correct)
}

/** Plain text of inline parts (for labels, search and tests). */
export function plainText(parts: readonly InlinePart[]): string {
  return parts.map((part) => part.text).join('')
}

/** Where a lesson's check is on its page. */
export const CHECK_HEADING_ID = 'knowledge-check'

/** What a page's +data hands its knowledge check. */
export interface LessonCheck {
  questions: CheckQuestion[]
  /** The answers in the query when the form was sent without JavaScript; null when it was not. */
  answers: Answers | null
}

/** A page's check data for a request's query (Vike's urlParsed.search). */
export function lessonCheck(questions: CheckQuestion[], query: Readonly<Record<string, string>>): LessonCheck {
  return { questions, answers: readAnswers(questions, query) ?? null }
}
