/**
 * The whole check of "Explain your app" answers, wherever they are read: the
 * store (explain-store.ts drops an entry not in the format), a saved file
 * (progress-file.ts refuses one with such an entry), and each question
 * /review asks again (a hand-edited one is not asked).
 */
import { EXPLAIN_KEY_FORMAT, type ExplainAsk, type ExplainResult, type ExplainResults, MOST_LINES, type OwnLines } from './explain-key.ts'

const FILES = new Set(['index.html', 'script.js'])
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0
const isIndex = (value: unknown, length: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < length

function readLines(value: unknown): OwnLines | undefined {
  const { file, line, code } = (value ?? {}) as Record<string, unknown>
  return typeof file === 'string' &&
    FILES.has(file) &&
    Number.isInteger(line) &&
    (line as number) > 0 &&
    Array.isArray(code) &&
    code.length > 0 &&
    code.length <= MOST_LINES &&
    code.every((text) => typeof text === 'string')
    ? { file: file as OwnLines['file'], line: line as number, code: code as string[] }
    : undefined
}

export function readAsk(value: unknown): ExplainAsk | undefined {
  const ask = (value ?? {}) as Record<string, unknown>
  if (ask.kind === 'find' && typeof ask.requirement === 'string' && Array.isArray(ask.choices) && Array.isArray(ask.answer)) {
    const choices = ask.choices.map(readLines)
    const { answer } = ask
    if (choices.length < 2 || choices.some((choice) => !choice)) return undefined
    if (answer.length === 0 || !answer.every((index) => isIndex(index, choices.length))) return undefined
    return { kind: 'find', requirement: ask.requirement, choices: choices as OwnLines[], answer: answer as number[] }
  }
  if (ask.kind === 'predict' && Array.isArray(ask.options) && ask.options.every((option) => typeof option === 'string')) {
    const lines = readLines(ask.lines)
    if (!lines || ask.options.length < 2 || !isIndex(ask.answer, ask.options.length)) return undefined
    return { kind: 'predict', lines, options: ask.options as string[], answer: ask.answer as number }
  }
  return undefined
}

/**
 * The results in a parsed document (stored, or a saved file's `explain`);
 * `skipped` counts the entries that are not results (hand edits), which the
 * store drops and a file reader refuses. A file saved before these answers
 * travelled has none, and reads as none.
 */
export function readExplainResults(value: unknown): { results: ExplainResults; skipped: number } {
  const results = new Map<string, ExplainResult>()
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { results, skipped: value === undefined || value === null ? 0 : 1 }
  let skipped = 0
  for (const [key, entry] of Object.entries(value)) {
    const { right, at, ask } = (entry ?? {}) as Record<string, unknown>
    const read = ask === undefined ? undefined : readAsk(ask)
    if (EXPLAIN_KEY_FORMAT.test(key) && typeof right === 'boolean' && isTime(at) && (ask === undefined || read))
      results.set(key, read ? { right, at, ask: read } : { right, at })
    else skipped += 1
  }
  return { results, skipped }
}
