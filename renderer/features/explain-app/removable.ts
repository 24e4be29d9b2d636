/**
 * The lines of a learner's app that "Explain your app" can take away: on
 * each line, the outermost statement that starts there (read with acorn, the
 * parser the safety scan uses), in script.js or in a <script> inside
 * index.html, or the outermost element of the page's body that starts there.
 * Taking one away leaves every other byte of the files where it was, so the
 * app's line numbers (and its errors') stay the learner's. DOM-free: the tap
 * tests run it in Node.
 */
import { type Node, parse } from 'acorn'
import { fullAncestor } from 'acorn-walk'
import type { LearnerFiles } from '../../../sandbox/protocol.ts'
import { readHtml } from './html-elements.ts'

export type CodeFileName = 'index.html' | 'script.js'

export interface Removable {
  file: CodeFileName
  /** 1-based lines in that file: where it starts and ends. */
  line: number
  endLine: number
  /** Offsets into that file's text. */
  start: number
  end: number
  kind: 'statement' | 'element'
  /** The index (in the same list) of the removable that holds this one: tried first, and when the app works without it, so it does without this. */
  within?: number
}

/** Statements not worth a tap of their own: a block is its statements, an empty one is nothing. */
const NOT_STATEMENTS = new Set(['BlockStatement', 'EmptyStatement', 'StaticBlock'])
/** Elements the page needs to be a page at all, or whose removal removes the whole app's code rather than a line of it. */
const NOT_ELEMENTS = new Set(['html', 'head', 'body', 'meta', 'title', 'link', 'script', 'style', 'base', 'noscript', 'template'])
const LOOPS = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement'])

function parseScript(code: string): Node {
  try {
    return parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true })
  } catch {
    return parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true })
  }
}

/** Whether `code` still parses, or the parser's words when it does not. */
function parseError(code: string): string | undefined {
  try {
    parseScript(code)
    return undefined
  } catch (error) {
    return String((error as Error).message)
  }
}

/** The statements of one script, offset by where it sits in its file; none when it does not parse. */
function statementsIn(code: string, offset: number): Array<{ start: number; end: number }> {
  let tree: Node
  try {
    tree = parseScript(code)
  } catch {
    return []
  }
  const found: Array<{ start: number; end: number }> = []
  fullAncestor(tree, (node, _state, ancestors) => {
    if (!/(Statement|Declaration)$/.test(node.type) || NOT_STATEMENTS.has(node.type)) return
    const parent = ancestors[ancestors.length - 2]
    // `let i = 0` in a for loop's head is part of the loop, not a statement of its own.
    if (node.type === 'VariableDeclaration' && parent && LOOPS.has(parent.type) && (parent as { body?: Node }).body !== node) return
    if (node.type.startsWith('Export') || node.type.startsWith('Import')) return
    found.push({ start: node.start + offset, end: node.end + offset })
  })
  return found
}

/** The 1-based line of each offset, read once per file. */
function lineCounter(text: string): (offset: number) => number {
  const starts = [0]
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1)
  return (offset) => {
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if ((starts[middle] ?? 0) <= offset) low = middle
      else high = middle - 1
    }
    return low + 1
  }
}

function removablesOf(
  file: CodeFileName,
  text: string,
  parts: Array<{ start: number; end: number; kind: Removable['kind'] }>,
  into: Removable[],
) {
  const lineOf = lineCounter(text)
  // Outermost first: by start, and of two that start together, the longer.
  parts.sort((a, b) => a.start - b.start || b.end - a.end)
  const taken = new Set<number>()
  const mine: Removable[] = []
  for (const part of parts) {
    const line = lineOf(part.start)
    if (taken.has(line)) continue
    taken.add(line)
    // The end offset is one past the last character: its line is the last character's.
    const removable: Removable = { file, line, endLine: lineOf(Math.max(part.start, part.end - 1)), ...part }
    const holder = mine.findLast((other) => other.start <= part.start && other.end >= part.end)
    if (holder) removable.within = into.length + mine.indexOf(holder)
    mine.push(removable)
  }
  into.push(...mine)
}

/** Every line that can be taken away, index.html's first, each file's in order. */
export function findRemovables(files: LearnerFiles): Removable[] {
  const removables: Removable[] = []
  const { elements, scripts } = readHtml(files.html)
  const htmlParts = [
    ...elements
      .filter((element) => element.inBody && !NOT_ELEMENTS.has(element.name))
      .map(({ start, end }) => ({ start, end, kind: 'element' as const })),
    ...scripts.flatMap((script) => statementsIn(script.code, script.start).map((part) => ({ ...part, kind: 'statement' as const }))),
  ]
  removablesOf('index.html', files.html, htmlParts, removables)
  removablesOf(
    'script.js',
    files.js,
    statementsIn(files.js, 0).map((part) => ({ ...part, kind: 'statement' as const })),
    removables,
  )
  return removables
}

/** The text with [start, end) taken away, its line breaks kept; a statement leaves `;`, so `if (x) removed` stays an if with nothing to do. */
function cut(text: string, { start, end, kind }: Removable): string {
  const breaks = text.slice(start, end).replace(/[^\n]/g, '')
  return text.slice(0, start) + (kind === 'statement' ? ';' : '') + breaks + text.slice(end)
}

/**
 * The files without one removable. `broken`: the parser's words when the
 * code no longer parses, which a run would only show as an app that stops.
 */
export function withoutRemovable(files: LearnerFiles, removable: Removable): { files: LearnerFiles; broken?: string } {
  if (removable.file === 'script.js') {
    const js = cut(files.js, removable)
    const broken = removable.kind === 'statement' ? parseError(js) : undefined
    return { files: { ...files, js }, ...(broken && { broken }) }
  }
  const html = cut(files.html, removable)
  const broken = readHtml(html)
    .scripts.map((script) => parseError(script.code))
    .find((error) => error !== undefined)
  return { files: { ...files, html }, ...(broken && { broken }) }
}
