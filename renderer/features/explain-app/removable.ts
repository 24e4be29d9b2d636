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
  /**
   * Taking it away leaves code that throws as soon as it runs, read from the
   * code alone: a declaration whose name the code uses elsewhere (outside a
   * try), or an element whose id the code looks up without checking it was
   * found (or one holding such an element). Such a line is never one a
   * requirement needs of its own (the app stops without it), so the search
   * does not run it; a learner who taps it gets a real run.
   */
  likelyStops?: boolean
  /**
   * How a run can tell whether the statement ran (coverage.ts): 'wrap', a
   * statement that may sit in braces of its own with a mark first; 'body',
   * a function declaration marked where its body starts (`probeAt`). None
   * for the other declarations and directives: braces would change their
   * scope or meaning; they count as run when the code around them ran.
   */
  probe?: 'wrap' | 'body'
  /** Where the 'body' probe's mark goes (an offset into the file, just after the body's `{`). */
  probeAt?: number
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

type Part = { start: number; end: number; likelyStops?: boolean; probe?: 'wrap' | 'body'; probeAt?: number }

/** The names a declaration makes (const, let, function, class; `var` and destructuring are left out: no sure error without them). */
function declaredNames(node: Node): string[] {
  const named = node as Node & { id?: Node & { name?: string }; kind?: string; declarations?: Array<{ id: Node & { name?: string } }> }
  if (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') return named.id?.name ? [named.id.name] : []
  if (node.type !== 'VariableDeclaration' || named.kind === 'var') return []
  const ids = named.declarations ?? []
  return ids.every((declaration) => declaration.id.type === 'Identifier') ? ids.map((declaration) => declaration.id.name as string) : []
}

/**
 * Where each name is used in the code, as offsets, and whether inside a try
 * (where its ReferenceError may be caught and the app go on) or under typeof
 * (which never throws).
 */
function usesOf(tree: Node): Map<string, Array<{ at: number; caught: boolean }>> {
  const uses = new Map<string, Array<{ at: number; caught: boolean }>>()
  fullAncestor(tree, (node, _state, ancestors) => {
    if (node.type !== 'Identifier') return
    const parent = ancestors[ancestors.length - 2] as (Node & Record<string, unknown>) | undefined
    // Not a use: a property's name, an object key, the name a declaration makes or a parameter.
    if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return
    if (parent?.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand) return
    if (parent && /Declarat|Function|Class|Method|Label|Catch/.test(parent.type) && parent.type !== 'VariableDeclarator') return
    if (parent?.type === 'VariableDeclarator' && parent.id === node) return
    const caught =
      parent?.type === 'UnaryExpression' ||
      ancestors.some(
        (ancestor, index) => ancestor.type === 'TryStatement' && ancestors[index + 1] === (ancestor as Node & { block: Node }).block,
      )
    const name = (node as Node & { name: string }).name
    uses.set(name, [...(uses.get(name) ?? []), { at: node.start, caught }])
  })
  return uses
}

/** The statements of one script, offset by where it sits in its file; none when it does not parse. */
function statementsIn(code: string, offset: number): Part[] {
  let tree: Node
  try {
    tree = parseScript(code)
  } catch {
    return []
  }
  const uses = usesOf(tree)
  const found: Part[] = []
  fullAncestor(tree, (node, _state, ancestors) => {
    if (!/(Statement|Declaration)$/.test(node.type) || NOT_STATEMENTS.has(node.type)) return
    const parent = ancestors[ancestors.length - 2]
    // `let i = 0` in a for loop's head is part of the loop, not a statement of its own.
    if (node.type === 'VariableDeclaration' && parent && LOOPS.has(parent.type) && (parent as { body?: Node }).body !== node) return
    if (node.type.startsWith('Export') || node.type.startsWith('Import')) return
    const inTry = ancestors.some((ancestor) => ancestor.type === 'TryStatement')
    const names = declaredNames(node)
    // Used elsewhere, never where a catch or typeof could keep the app going: without the declaration, that use throws.
    const likelyStops =
      !inTry &&
      names.length > 0 &&
      names.some((name) => {
        const elsewhere = (uses.get(name) ?? []).filter((use) => use.at < node.start || use.at >= node.end)
        return elsewhere.length > 0 && elsewhere.every((use) => !use.caught)
      })
    const body = (node as Node & { body?: Node }).body
    const probe: Pick<Part, 'probe' | 'probeAt'> =
      node.type === 'FunctionDeclaration' && body
        ? { probe: 'body', probeAt: body.start + 1 + offset }
        : /Declaration$/.test(node.type) || (node as Node & { directive?: string }).directive !== undefined
          ? {}
          : { probe: 'wrap' }
    found.push({ start: node.start + offset, end: node.end + offset, ...(likelyStops && { likelyStops }), ...probe })
  })
  return found
}

/** Ids the code looks up (getElementById, or querySelector for `#id`) and uses without checking the element was found (`?.`). */
function idsLookedUp(code: string): Set<string> {
  const ids = new Set<string>()
  const lookup = /\b(?:getElementById\(\s*(['"])([\w-]+)\1|querySelector\(\s*(['"])#([\w-]+)\3)\s*\)(\s*\?\.)?/g
  for (const match of code.matchAll(lookup)) if (!match[5]) ids.add((match[2] ?? match[4]) as string)
  // A check anywhere (`if (!list)`, `list &&`) may keep the app going: such an id is run like any other.
  for (const id of [...ids]) if (new RegExp(`getElementById\\(\\s*['"]${id}['"]\\s*\\)\\s*(\\?\\?|\\|\\|)`).test(code)) ids.delete(id)
  return ids
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

function removablesOf(file: CodeFileName, text: string, parts: Array<Part & { kind: Removable['kind'] }>, into: Removable[]) {
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
  const lookedUp = idsLookedUp([files.js, ...scripts.map((script) => script.code)].join('\n'))
  const inBody = elements.filter((element) => element.inBody && !NOT_ELEMENTS.has(element.name))
  const found = inBody.filter((element) => element.id !== undefined && lookedUp.has(element.id))
  const htmlParts = [
    ...inBody.map(({ start, end }) => ({
      start,
      end,
      kind: 'element' as const,
      // Without it, or without an element inside it, the code's lookup finds nothing and the next use throws.
      ...(found.some((other) => other.start >= start && other.end <= end) && { likelyStops: true }),
    })),
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
