/**
 * What /review keeps of an "Explain your app" question the learner missed,
 * to ask it again there without running anything: their own lines as they
 * read now (explain-store.ts's ExplainAsk). DOM-free: the tap tests run it.
 */
import type { LearnerFiles } from '../../../sandbox/protocol.ts'
import { type ExplainAsk, MOST_LINES, type OwnLines } from '../progress/explain-key.ts'
import type { LineQuestion } from './find-the-line.ts'
import type { Removable } from './removable.ts'

/** Lines of the answer kept at most, and choices in all: a question to answer in a minute. */
const MOST_ANSWERS = 3
const MOST_CHOICES = 5

/** A removable's lines, its first MOST_LINES of them. */
export function ownLines(files: LearnerFiles, removable: Removable): OwnLines {
  const text = removable.file === 'script.js' ? files.js : files.html
  const last = Math.min(removable.endLine, removable.line + MOST_LINES - 1)
  return { file: removable.file, line: removable.line, code: text.split('\n').slice(removable.line - 1, last) }
}

/**
 * "Find the line" asked again: the lines the requirement needs of its own
 * (the answer), and as the other choices the lines the learner tapped, then
 * lines the app works without; none holding a line of the answer (its text
 * would show the answer). In the files' order. Undefined when the search found
 * no line of the answer.
 */
export function findAsk(files: LearnerFiles, question: LineQuestion, tapped: readonly Removable[]): ExplainAsk | undefined {
  const answer = question.lines.slice(0, MOST_ANSWERS)
  if (answer.length === 0) return undefined
  const holdsAnswer = (removable: Removable) =>
    answer.some((right) => right.file === removable.file && removable.line <= right.line && removable.endLine >= right.endLine)
  const worksWithout = question.removables.filter((_, index) => question.removals[index]?.kind === 'works')
  const others: Removable[] = []
  for (const removable of [...tapped, ...worksWithout]) {
    if (others.length + answer.length >= MOST_CHOICES) break
    if (!holdsAnswer(removable) && !others.includes(removable) && !question.lines.includes(removable)) others.push(removable)
  }
  if (others.length === 0) return undefined
  const order = (removable: Removable) => question.removables.indexOf(removable)
  const choices = [...answer, ...others].sort((a, b) => order(a) - order(b))
  return {
    kind: 'find',
    requirement: question.requirement.text,
    choices: choices.map((removable) => ownLines(files, removable)),
    answer: answer.map((removable) => choices.indexOf(removable)).sort((a, b) => a - b),
  }
}
