/**
 * "Keeps its secrets": reads the files a learner pasted, before anything runs,
 * for keys that anyone who opens the app can copy, and for the unsafe code the
 * course teaches against. Everything happens in this browser; nothing is sent.
 *
 * Keys are found in the text of every file, comments included (a key in a
 * comment is shipped to every visitor all the same). Code is read with a real
 * JavaScript parser (acorn), so a comment or a string that only mentions
 * `innerHTML` or `eval` is not code and is not reported.
 */
import { type Node, parse } from 'acorn'
import { simple } from 'acorn-walk'
import type { LearnerFiles } from '../../../sandbox/protocol.ts'
import { findKeys, lineAt } from './find-keys.ts'
import type { LearnerFileName, SafetyFinding, SafetyFindingKind } from './safety-finding.ts'
import { visitorTextIn } from './visitor-text.ts'

const FILE_NAMES: Record<keyof LearnerFiles, LearnerFileName> = { html: 'index.html', css: 'style.css', js: 'script.js' }

/** A script and the line of its file where it starts. */
interface ScriptText {
  code: string
  file: LearnerFileName
  firstLine: number
}

const HTML_COMMENT = /<!--[\s\S]*?-->/g
/** Comments replaced by as many newlines, so line numbers stay true. */
const withoutHtmlComments = (html: string) => html.replace(HTML_COMMENT, (comment) => comment.replace(/[^\n]/g, ' '))

/** The inline scripts of the page (module or classic; JSON and templates are not code). */
function inlineScripts(html: string): ScriptText[] {
  const scripts: ScriptText[] = []
  for (const match of withoutHtmlComments(html).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? ''
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue
    const openTagEnd = match.index + match[0].indexOf('>') + 1
    scripts.push({ code: match[2] ?? '', file: 'index.html', firstLine: lineAt(html, openTagEnd) })
  }
  return scripts
}

/** Scripts and stylesheets the page or its CSS loads over plain http:// (a local address is fine). */
function insecureLoads(files: LearnerFiles): SafetyFinding[] {
  const findings: SafetyFinding[] = []
  const insecure = (url: string) => /^http:\/\//i.test(url) && !/^http:\/\/(?:localhost|127\.0\.0\.1)(?:[:/]|$)/i.test(url)
  const html = withoutHtmlComments(files.html)
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const tag = match[0]
    const isScript = match[1]?.toLowerCase() === 'script'
    if (!isScript && !/\brel\s*=\s*["']?stylesheet/i.test(tag)) continue
    const url = new RegExp(`\\b${isScript ? 'src' : 'href'}\\s*=\\s*["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1]
    if (url && insecure(url))
      findings.push({
        kind: 'insecure-load',
        file: 'index.html',
        line: lineAt(html, match.index),
        what: isScript ? 'a script' : 'a stylesheet',
        excerpt: url,
      })
  }
  const css = files.css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  for (const match of css.matchAll(/@import\s+(?:url\(\s*)?["']?([^"')\s;]+)/gi)) {
    const url = match[1] ?? ''
    if (insecure(url))
      findings.push({ kind: 'insecure-load', file: 'style.css', line: lineAt(css, match.index), what: 'a stylesheet', excerpt: url })
  }
  return findings
}

type AnyNode = Node & Record<string, unknown>

/** The name of a member's property when it is written out: `el.innerHTML`, `el['innerHTML']`. */
function propertyName(node: AnyNode): string | undefined {
  if (node.type !== 'MemberExpression') return undefined
  const property = node.property as AnyNode
  if (!node.computed && property.type === 'Identifier') return property.name as string
  if (node.computed && property.type === 'Literal' && typeof property.value === 'string') return property.value
  return undefined
}

/** Text, or text joined to something: what a timer would run as code instead of calling. */
function isText(node: AnyNode | undefined): boolean {
  if (!node) return false
  if (node.type === 'Literal') return typeof node.value === 'string'
  if (node.type === 'TemplateLiteral') return true
  return node.type === 'BinaryExpression' && node.operator === '+' && (isText(node.left as AnyNode) || isText(node.right as AnyNode))
}

/** `localStorage`, `window.localStorage`, and the same for sessionStorage. */
function isWebStorage(node: AnyNode): boolean {
  if (node.type === 'Identifier') return node.name === 'localStorage' || node.name === 'sessionStorage'
  const name = propertyName(node)
  return name === 'localStorage' || name === 'sessionStorage'
}

/** A called function written by its bare name or as window.name / globalThis.name. */
function globalName(callee: AnyNode): string | undefined {
  if (callee.type === 'Identifier') return callee.name as string
  const object = callee.object as AnyNode | undefined
  if (object?.type === 'Identifier' && ['window', 'globalThis', 'self'].includes(object.name as string)) return propertyName(callee)
  return undefined
}

const SECRET_WORD = /pass(?:word|wd)?|secret|token|api[-_ ]?key|private[-_ ]?key/i

/** The words of a storage key or a stored value, as written: a string, or a variable's or property's name. */
function nameOf(node: AnyNode | undefined): string {
  if (!node) return ''
  if (node.type === 'Literal') return String(node.value)
  if (node.type === 'Identifier') return node.name as string
  if (node.type === 'MemberExpression') return propertyName(node) ?? ''
  if (node.type === 'TemplateLiteral') return (node.quasis as AnyNode[]).map((quasi) => (quasi.value as { cooked: string }).cooked).join('')
  return ''
}

const HTML_SINKS = new Set(['innerHTML', 'outerHTML'])
const STRING_TIMERS = new Set(['setTimeout', 'setInterval'])

/** Unsafe code in one script, found in its syntax tree. */
function unsafeCode(script: ScriptText): SafetyFinding[] {
  let tree: Node
  try {
    tree = parse(script.code, { ecmaVersion: 'latest', sourceType: 'module', locations: true, allowHashBang: true })
  } catch (moduleError) {
    try {
      // A classic script may use what a module may not (a `with`, an octal literal).
      tree = parse(script.code, { ecmaVersion: 'latest', sourceType: 'script', locations: true, allowHashBang: true })
    } catch {
      const { loc, message } = moduleError as { loc?: { line: number }; message: string }
      return [
        {
          kind: 'unreadable-script',
          file: script.file,
          line: script.firstLine + (loc?.line ?? 1) - 1,
          what: 'a script with a syntax error',
          excerpt: message.replace(/\s*\(\d+:\d+\)$/, ''),
        },
      ]
    }
  }
  const findings: SafetyFinding[] = []
  const holdsVisitorText = visitorTextIn(tree)
  const lines = script.code.split('\n')
  const report = (kind: SafetyFindingKind, node: AnyNode, what: string) => {
    const line = (node.loc as { start: { line: number } }).start.line
    findings.push({
      kind,
      file: script.file,
      line: script.firstLine + line - 1,
      what,
      excerpt: (lines[line - 1] ?? '').trim().slice(0, 120),
    })
  }
  simple(tree, {
    AssignmentExpression(node) {
      const assignment = node as unknown as AnyNode
      const target = assignment.left as AnyNode
      const name = propertyName(target)
      if (name && HTML_SINKS.has(name) && holdsVisitorText(assignment.right as AnyNode)) report('html-from-values', assignment, name)
      if (target.type === 'MemberExpression' && isWebStorage(target.object as AnyNode) && SECRET_WORD.test(name ?? ''))
        report('secret-in-storage', assignment, name ?? 'a secret')
    },
    CallExpression(node) {
      const call = node as unknown as AnyNode
      const callee = call.callee as AnyNode
      const args = call.arguments as AnyNode[]
      const method = propertyName(callee)
      const bare = globalName(callee)
      if (method === 'insertAdjacentHTML' && holdsVisitorText(args[1])) report('html-from-values', call, 'insertAdjacentHTML')
      const object = callee.object as AnyNode | undefined
      if (
        (method === 'write' || method === 'writeln') &&
        object?.type === 'Identifier' &&
        object.name === 'document' &&
        args.some(holdsVisitorText)
      )
        report('html-from-values', call, `document.${method}`)
      if (bare === 'eval') report('string-as-code', call, 'eval')
      if (bare === 'Function') report('string-as-code', call, 'Function')
      if (bare && STRING_TIMERS.has(bare) && isText(args[0])) report('string-as-code', call, bare)
      if (
        method === 'setItem' &&
        object &&
        isWebStorage(object) &&
        (SECRET_WORD.test(nameOf(args[0])) || SECRET_WORD.test(nameOf(args[1])))
      )
        report('secret-in-storage', call, nameOf(args[0]) || 'a value')
    },
    NewExpression(node) {
      const construction = node as unknown as AnyNode
      if (globalName(construction.callee as AnyNode) === 'Function') report('string-as-code', construction, 'new Function')
    },
  })
  return findings
}

/** Every finding in the pasted files, in file order (HTML, CSS, JavaScript), then by line. */
export function scanFiles(files: LearnerFiles): SafetyFinding[] {
  const findings = [
    ...(Object.keys(FILE_NAMES) as Array<keyof LearnerFiles>).flatMap((slot) => findKeys(files[slot], FILE_NAMES[slot])),
    ...insecureLoads(files),
    ...[...inlineScripts(files.html), { code: files.js, file: 'script.js' as const, firstLine: 1 }]
      .filter((script) => script.code.trim() !== '')
      .flatMap(unsafeCode),
  ]
  const order: LearnerFileName[] = ['index.html', 'style.css', 'script.js']
  return findings.sort((a, b) => order.indexOf(a.file) - order.indexOf(b.file) || a.line - b.line)
}
