/**
 * The mistakes in a learner's index.html, told in plain words with the line
 * to look at: what html-validate (markup-check.ts) reports, and a quote left
 * open, which it reports only where the quote finally ends, lines later. A
 * browser repairs such markup without a word (a paragraph moves into an
 * unclosed heading, a button vanishes into an attribute), so the requirements
 * run on a page other than the one the learner wrote. DOM-free, so the tap
 * tests run it in Node.
 */
import { closestName } from '../closest-name.ts'

/** One message of html-validate, as much of it as the words need. */
export interface MarkupMessage {
  ruleId: string
  message: string
  line: number
  column: number
  selector: string | null
}

/** A markup mistake as the learner reads it: where, what in plain words, and the line itself. */
export interface MarkupFinding {
  line: number
  words: string
  /** The line of index.html, trimmed and cut short. */
  excerpt: string
}

/** The most findings shown: the first ones usually cause the rest, as the first script error does. */
export const MOST_MARKUP_FINDINGS = 3

/** The element names html-validate knows, for "did you mean" on an unknown tag (passed in by markup-check.ts). */
export type KnownTags = readonly string[]

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length

function excerptOf(source: string, line: number): string {
  const text = (source.split('\n')[line - 1] ?? '').trim()
  return text.length > 120 ? `${text.slice(0, 120)}…` : text
}

/** Where raw text starts and ends: inside these, a quote or a < is the script's or the style's, not the markup's. */
const RAW_TEXT = /^(script|style|textarea|title)$/i

interface OpenQuote {
  line: number
  endLine: number | undefined
  attribute: string
  start: string
}

/**
 * Attribute values whose quote is never closed where it should be: the value
 * runs on over a > and the markup after it (class="sub>Made by me</p> … up to
 * the next quote), or to the end of the file. Read with a small tokenizer of
 * tags, comments and raw text, so quotes in text, scripts and styles count for nothing.
 */
export function openQuotes(source: string): OpenQuote[] {
  const found: OpenQuote[] = []
  let at = 0
  while (at < source.length) {
    const open = source.indexOf('<', at)
    if (open < 0) break
    if (source.startsWith('<!--', open)) {
      const end = source.indexOf('-->', open + 4)
      at = end < 0 ? source.length : end + 3
      continue
    }
    const name = /^<([a-zA-Z][\w-]*)/.exec(source.slice(open, open + 40))?.[1]
    if (!name) {
      at = open + 1
      continue
    }
    let index = open + 1 + name.length
    // The attributes, up to the tag's end.
    while (index < source.length && source[index] !== '>') {
      const attribute = /^\s*([^\s"'<>/=]+)\s*=\s*(["'])/.exec(source.slice(index, index + 200))
      if (!attribute) {
        index++
        continue
      }
      const quote = attribute[2] as string
      const valueStart = index + attribute[0].length
      const valueEnd = source.indexOf(quote, valueStart)
      const value = source.slice(valueStart, valueEnd < 0 ? source.length : valueEnd)
      if (valueEnd < 0 || /[>][\s\S]*</.test(value)) {
        found.push({
          line: lineOf(source, valueStart),
          endLine: valueEnd < 0 ? undefined : lineOf(source, valueEnd),
          attribute: attribute[1] as string,
          start: `${attribute[1]}=${quote}${value.split(/[>\n]/)[0]}`,
        })
        if (valueEnd < 0) return found
      }
      index = valueEnd + 1
    }
    at = index + 1
    if (RAW_TEXT.test(name)) {
      const close = source.toLowerCase().indexOf(`</${name.toLowerCase()}`, at)
      at = close < 0 ? source.length : close
    }
  }
  return found
}

/** What html-validate's message means, in plain words; undefined for one that only follows from another (an end tag seen with elements open). */
function wordsFor(message: MarkupMessage, knownTags: KnownTags): string | undefined {
  const text = message.message
  const unclosed = /^Unclosed element '<([\w-]+)>'/.exec(text)
  if (unclosed)
    return `The <${unclosed[1]}> that starts here is never closed (no </${unclosed[1]}>), so the browser puts everything after it inside it.`
  const stray = /^Stray end tag '<\/([\w-]+)>'/.exec(text)
  if (stray) return `This </${stray[1]}> closes nothing: no <${stray[1]}> is open here. A closing tag may be misspelt, or one too many.`
  if (/seen but there were open elements|implicitly closed/.test(text)) return undefined
  const notInside = /^<([\w-]+)> element is not permitted as content under <([\w-]+)>/.exec(text)
  if (notInside)
    return `A <${notInside[1]}> cannot go inside a <${notInside[2]}>: the browser moves things around to make it fit, so the page may not be what you wrote.`
  const duplicateId = /^Duplicate ID "([^"]+)"/.exec(text)
  if (duplicateId)
    return `Two elements have the id "${duplicateId[1]}": an id must be used once, and the script only ever finds the first of them.`
  const duplicateAttribute = /^Attribute "([^"]+)" duplicated/.exec(text)
  if (duplicateAttribute)
    return `This tag has the attribute ${duplicateAttribute[1]} twice: the browser keeps the first one and ignores the other.`
  const unknown = /^Unknown element <([\w-]+)>/.exec(text)
  if (unknown) {
    const guess = closestName(unknown[1] as string, knownTags)
    return `<${unknown[1]}> is not an HTML tag${guess ? `: did you mean <${guess}>?` : ', so the browser treats it as a plain box.'}`
  }
  if (/must be omitted|not have content|must not have/i.test(text) && message.ruleId === 'void-content')
    return 'This tag never holds anything, so it has no closing tag: remove the closing tag.'
  if (message.ruleId === 'parser-error' || message.ruleId === 'attr-spacing' || message.ruleId === 'attr-delimiter')
    return 'The browser cannot read this tag as written: a quote, a bracket or a space between two attributes may be missing.'
  return `The HTML checker says: ${text.replace(/\.?$/, '.')}`
}

/**
 * The findings to show, in the order of the file: an open quote first where
 * it starts (what html-validate says between its start and where it ends
 * follows from it), then html-validate's own, those that only follow from an
 * element left open dropped, at most MOST_MARKUP_FINDINGS.
 */
export function markupFindings(source: string, messages: readonly MarkupMessage[], knownTags: KnownTags = []): MarkupFinding[] {
  const quotes = openQuotes(source)
  const findings: MarkupFinding[] = quotes.map((quote) => ({
    line: quote.line,
    words:
      quote.endLine === undefined
        ? `The quote that starts ${quote.start} is never closed, so the browser reads the rest of the file as part of it.`
        : `The quote that starts ${quote.start} is never closed on this line, so the browser reads everything up to the next quote${quote.endLine === quote.line ? '' : `, on line ${quote.endLine},`} as part of it: what is in between disappears from the page.`,
    excerpt: excerptOf(source, quote.line),
  }))
  const insideQuote = (line: number) => quotes.some((quote) => line >= quote.line && line <= (quote.endLine ?? Number.POSITIVE_INFINITY))
  const unclosed = messages.flatMap((message) => {
    const tag = /^Unclosed element '<([\w-]+)>'/.exec(message.message)?.[1]
    return tag ? [{ tag, line: message.line }] : []
  })
  for (const message of messages) {
    if (insideQuote(message.line)) continue
    // A <p> inside an unclosed <h1> is the unclosed <h1>'s doing.
    const container = / under <([\w-]+)>/.exec(message.message)?.[1]
    if (container && unclosed.some((open) => open.tag === container && open.line <= message.line)) continue
    const words = wordsFor(message, knownTags)
    if (words && !findings.some((finding) => finding.line === message.line && finding.words === words))
      findings.push({ line: message.line, words, excerpt: excerptOf(source, message.line) })
  }
  return findings.sort((a, b) => a.line - b.line).slice(0, MOST_MARKUP_FINDINGS)
}

/** The CLEAR prompt that asks the Agent to fix the markup, naming each finding with its line. */
export function markupFixPrompt(projectTitle: string, findings: readonly MarkupFinding[]): string {
  return [
    `Context: My "${projectTitle}" app, a single web page (index.html, style.css, script.js) in plain HTML, CSS and JavaScript.`,
    'Length: Change only what this fix needs and keep everything else working.',
    `Examples: An HTML checker found ${findings.length === 1 ? 'this mistake' : 'these mistakes'} in index.html: ${findings
      .map((finding) => `line ${finding.line}, "${finding.excerpt}": ${finding.words}`)
      .join(' ')}`,
    'Actions: Fix these markup mistakes in index.html, and any others like them, so that every tag and quote that opens also closes. Then explain what you changed.',
    'Role: Act as a patient web teacher who explains the fix in one or two sentences.',
  ].join('\n')
}
