/**
 * The mistakes in a learner's index.html, told in plain words with the line
 * to look at: what html-validate (markup-check.ts) reports, and a quote left
 * open, which it reports only where the quote finally ends, lines later. A
 * browser repairs such markup without a word (a paragraph moves into an
 * unclosed heading, a button vanishes into an attribute), so the requirements
 * run on a page other than the one the learner wrote. DOM-free, so the tap
 * tests run it in Node.
 */
import type { checkerRun } from '../../../../lib/i18n/messages/en/checker-run.ts'
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

/** The checker's words these need (the checker-run catalogue, in the page's language). */
export type MarkupWords = Pick<
  typeof checkerRun,
  | 'markupQuoteToEnd'
  | 'markupQuoteToNext'
  | 'markupUnclosed'
  | 'markupStrayEnd'
  | 'markupNotInside'
  | 'markupDuplicateId'
  | 'markupDuplicateAttribute'
  | 'markupUnknownTag'
  | 'markupVoidContent'
  | 'markupUnreadable'
  | 'markupCheckerSays'
  | 'markupExample'
  | 'markupFixPrompt'
>

/** What html-validate's message means, in plain words; undefined for one that only follows from another (an end tag seen with elements open). */
function wordsFor(message: MarkupMessage, knownTags: KnownTags, t: MarkupWords): string | undefined {
  const text = message.message
  const unclosed = /^Unclosed element '<([\w-]+)>'/.exec(text)
  if (unclosed) return t.markupUnclosed(unclosed[1] as string)
  const stray = /^Stray end tag '<\/([\w-]+)>'/.exec(text)
  if (stray) return t.markupStrayEnd(stray[1] as string)
  if (/seen but there were open elements|implicitly closed/.test(text)) return undefined
  const notInside = /^<([\w-]+)> element is not permitted as content under <([\w-]+)>/.exec(text)
  if (notInside) return t.markupNotInside(notInside[1] as string, notInside[2] as string)
  const duplicateId = /^Duplicate ID "([^"]+)"/.exec(text)
  if (duplicateId) return t.markupDuplicateId(duplicateId[1] as string)
  const duplicateAttribute = /^Attribute "([^"]+)" duplicated/.exec(text)
  if (duplicateAttribute) return t.markupDuplicateAttribute(duplicateAttribute[1] as string)
  const unknown = /^Unknown element <([\w-]+)>/.exec(text)
  if (unknown) return t.markupUnknownTag(unknown[1] as string, closestName(unknown[1] as string, knownTags) ?? '')
  if (/must be omitted|not have content|must not have/i.test(text) && message.ruleId === 'void-content') return t.markupVoidContent
  if (message.ruleId === 'parser-error' || message.ruleId === 'attr-spacing' || message.ruleId === 'attr-delimiter')
    return t.markupUnreadable
  return t.markupCheckerSays(text.replace(/\.?$/, '.'))
}

/**
 * The findings to show, in the order of the file: an open quote first where
 * it starts (what html-validate says between its start and where it ends
 * follows from it), then html-validate's own, those that only follow from an
 * element left open dropped, at most MOST_MARKUP_FINDINGS.
 */
export function markupFindings(
  source: string,
  messages: readonly MarkupMessage[],
  t: MarkupWords,
  knownTags: KnownTags = [],
): MarkupFinding[] {
  const quotes = openQuotes(source)
  const findings: MarkupFinding[] = quotes.map((quote) => ({
    line: quote.line,
    words:
      quote.endLine === undefined
        ? t.markupQuoteToEnd(quote.start)
        : t.markupQuoteToNext(quote.start, quote.endLine === quote.line ? undefined : quote.endLine),
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
    const words = wordsFor(message, knownTags, t)
    if (words && !findings.some((finding) => finding.line === message.line && finding.words === words))
      findings.push({ line: message.line, words, excerpt: excerptOf(source, message.line) })
  }
  return findings.sort((a, b) => a.line - b.line).slice(0, MOST_MARKUP_FINDINGS)
}

/** The CLEAR prompt that asks the Agent to fix the markup, naming each finding with its line. */
export function markupFixPrompt(t: MarkupWords, projectTitle: string, findings: readonly MarkupFinding[]): string {
  const examples = findings.map((finding) => t.markupExample(finding.line, finding.excerpt, finding.words)).join(' ')
  return t.markupFixPrompt(projectTitle, findings.length, examples)
}
