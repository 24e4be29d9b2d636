/**
 * Which values in a script can hold text a visitor typed (or text stored or
 * fetched from elsewhere, which other visitors may have typed): the question
 * behind "text the user typed written into the page as HTML". A page that
 * writes its own fixed greetings with innerHTML is not at risk; one that
 * writes a task's name that way is.
 *
 * A small taint analysis over acorn's syntax tree, by variable name (not by
 * scope, which errs towards reporting):
 * - sources: an input's `.value`, `prompt()`, the address (`location`,
 *   `URLSearchParams`), stored text (`localStorage.getItem`), form data and
 *   answers read with `.json()` or `.text()`;
 * - a name holding, or built from, such a value holds one too, and so do the
 *   parameters of a callback run over it (`tasks.map((task) => …)`) and of a
 *   function called with it; an array or object it is pushed into or
 *   assigned to holds one;
 * - an escaping function (`escapeHtml`, `sanitize`, DOMPurify's `sanitize`)
 *   and number conversions end it, and so does reading a field whose name
 *   says it is no text (`.id`, `.done`, `.length`, …).
 */
import type { Node } from 'acorn'

type AnyNode = Node & Record<string, unknown>

/** The child nodes of a node, whatever its type. */
function children(node: AnyNode): AnyNode[] {
  const found: AnyNode[] = []
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'type') continue
    if (Array.isArray(value)) for (const item of value) if (item && typeof item === 'object' && 'type' in item) found.push(item as AnyNode)
    if (value && typeof value === 'object' && 'type' in value) found.push(value as AnyNode)
  }
  return found
}

function walk(node: AnyNode, visit: (node: AnyNode) => void) {
  visit(node)
  for (const child of children(node)) walk(child, visit)
}

function memberName(node: AnyNode): string | undefined {
  if (node.type !== 'MemberExpression') return undefined
  const property = node.property as AnyNode
  if (!node.computed && property.type === 'Identifier') return property.name as string
  if (property.type === 'Literal' && typeof property.value === 'string') return property.value
  return undefined
}

/** The name a value is kept under: `x`, or the variable at the root of `x.items[0].name`. */
function rootName(node: AnyNode): string | undefined {
  if (node.type === 'Identifier') return node.name as string
  if (node.type === 'MemberExpression') return rootName(node.object as AnyNode)
  return undefined
}

/** The names a declaration or assignment target binds: `x`, `{ a, b: c }`, `[d, ...e]`. */
function boundNames(pattern: AnyNode | undefined): string[] {
  if (!pattern) return []
  if (pattern.type === 'Identifier') return [pattern.name as string]
  if (pattern.type === 'MemberExpression') return [rootName(pattern)].filter((name): name is string => !!name)
  const names: string[] = []
  walk(pattern, (node) => {
    if (node.type === 'Identifier' && node !== pattern) names.push(node.name as string)
  })
  return names
}

const SOURCE_PROPERTIES = new Set(['value', 'search', 'hash', 'href', 'referrer', 'URL'])
const SOURCE_OBJECTS = new Set(['location', 'URLSearchParams', 'FormData'])
const SOURCE_CALLS = new Set(['prompt', 'getItem', 'json', 'text'])
const SANITIZER = /escape|saniti[sz]e|purify|encode|clean/i
const NUMBER_CALLS = new Set(['Number', 'parseInt', 'parseFloat', 'toFixed', 'Boolean'])
/** Fields whose name says they hold no text: ids, flags, counts, dates. */
const NOT_TEXT_FIELD =
  /^(?:id|key|index|idx|count|total|length|size|done|finished|complete|completed|checked|selected|active|price|amount|qty|quantity|number|num|age|year|month|day|date|time|timestamp|created(?:At)?|updated(?:At)?)$/i
/** Array methods that run a callback over each item: the callback's parameters hold the items. */
const ITEM_CALLBACK_METHODS = new Set([
  'map',
  'forEach',
  'filter',
  'find',
  'findLast',
  'some',
  'every',
  'flatMap',
  'reduce',
  'sort',
  'then',
])
/** Methods whose result is made by their callback, not the items themselves. */
const MAPPING_METHODS = new Set(['map', 'flatMap'])
const ADDS_TO_ARRAY = new Set(['push', 'unshift', 'splice', 'set', 'add'])

function calleeName(call: AnyNode): string | undefined {
  const callee = call.callee as AnyNode
  return callee.type === 'Identifier' ? (callee.name as string) : memberName(callee)
}

function functionParams(node: AnyNode): string[] {
  return (node.params as AnyNode[] | undefined)?.flatMap((param) => boundNames(param)) ?? []
}

/** Builds the analysis for one script; the answer is `holdsVisitorText(expression)`. */
export function visitorTextIn(tree: Node): (expression: Node | undefined) => boolean {
  const tainted = new Set<string>()
  const functionsByName = new Map<string, string[]>()
  walk(tree as AnyNode, (node) => {
    if (node.type === 'FunctionDeclaration' && node.id) functionsByName.set((node.id as AnyNode).name as string, functionParams(node))
    if (node.type === 'VariableDeclarator' && (node.id as AnyNode).type === 'Identifier') {
      const init = node.init as AnyNode | null
      if (init && (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression'))
        functionsByName.set((node.id as AnyNode).name as string, functionParams(init))
    }
  })

  const holds = (node: AnyNode | undefined | null): boolean => {
    if (!node) return false
    switch (node.type) {
      case 'Literal':
        return false
      case 'Identifier':
        return tainted.has(node.name as string) || SOURCE_OBJECTS.has(node.name as string)
      case 'MemberExpression': {
        const name = memberName(node)
        if (name && SOURCE_PROPERTIES.has(name)) return true
        if (name && NOT_TEXT_FIELD.test(name)) return false
        return holds(node.object as AnyNode) || (node.computed === true && holds(node.property as AnyNode))
      }
      case 'CallExpression': {
        const name = calleeName(node)
        if (name && (SANITIZER.test(name) || NUMBER_CALLS.has(name))) return false
        if (name && SOURCE_CALLS.has(name)) return true
        // items.map((item) => …) is what the callback returns, whatever the items hold.
        if (name && MAPPING_METHODS.has(name) && (node.callee as AnyNode).type === 'MemberExpression')
          return (node.arguments as AnyNode[]).some(holds)
        return children(node).some(holds)
      }
      case 'NewExpression':
        return children(node).some(holds)
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        // A function is not text; what it returns is read where it is called (a callback's body is its items' text).
        return holds(node.body as AnyNode)
      default:
        return children(node).some(holds)
    }
  }

  const taint = (names: string[]): boolean => {
    let changed = false
    for (const name of names)
      if (!tainted.has(name)) {
        tainted.add(name)
        changed = true
      }
    return changed
  }

  // Until no name changes: each pass can only add names, so this ends.
  for (let changed = true; changed; ) {
    changed = false
    walk(tree as AnyNode, (node) => {
      if (node.type === 'VariableDeclarator' && holds(node.init as AnyNode)) changed = taint(boundNames(node.id as AnyNode)) || changed
      if (node.type === 'AssignmentExpression' && holds(node.right as AnyNode)) changed = taint(boundNames(node.left as AnyNode)) || changed
      if ((node.type === 'ForOfStatement' || node.type === 'ForInStatement') && holds(node.right as AnyNode)) {
        const left = node.left as AnyNode
        changed =
          taint(
            left.type === 'VariableDeclaration'
              ? (left.declarations as AnyNode[]).flatMap((d) => boundNames(d.id as AnyNode))
              : boundNames(left),
          ) || changed
      }
      if (node.type !== 'CallExpression') return
      const callee = node.callee as AnyNode
      const args = node.arguments as AnyNode[]
      const method = memberName(callee)
      // tasks.map((task) => …): the callback's parameters are the items.
      if (method && ITEM_CALLBACK_METHODS.has(method) && holds(callee.object as AnyNode))
        for (const argument of args)
          if (argument.type === 'ArrowFunctionExpression' || argument.type === 'FunctionExpression')
            changed = taint(functionParams(argument)) || changed
      // tasks.push({ name: input.value }): the array now holds the text.
      if (method && ADDS_TO_ARRAY.has(method) && args.some(holds)) changed = taint(boundNames(callee.object as AnyNode)) || changed
      // render(name): the function's parameters hold what it is called with.
      const params = callee.type === 'Identifier' ? functionsByName.get(callee.name as string) : undefined
      if (params)
        args.forEach((argument, index) => {
          const param = params[index]
          if (param && holds(argument)) changed = taint([param]) || changed
        })
    })
  }
  return (expression) => holds(expression as AnyNode | undefined)
}
