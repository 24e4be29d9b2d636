/**
 * The learner's index.html checked by a real HTML validator, html-validate,
 * in this browser, before the requirements run (checker-panel.tsx). This
 * module and the validator load only when a check runs (about 110 KB gzip, a
 * chunk of its own). Only rules about mistakes that change the page the
 * browser builds are on: no style rules (a lowercase doctype, <br/>), none
 * that a beginner's page need not meet (a <title>). The validator's own
 * schema checks of its configuration are left out of the browser build
 * (vite.config.ts: they compile code at run time, which the site's
 * Content-Security-Policy forbids); the tap tests run this configuration with them.
 */
import { HtmlValidate, type RuleConfig, StaticConfigLoader } from 'html-validate/browser'
import html5 from 'html-validate/elements/html5'
import { type MarkupFinding, type MarkupMessage, type MarkupWords, markupFindings } from './markup-words.ts'

const MARKUP_RULES: RuleConfig = {
  'close-order': 'error',
  'close-attr': 'error',
  'attr-spacing': 'error',
  'attr-delimiter': 'error',
  'element-permitted-content': 'error',
  'element-permitted-parent': 'error',
  'no-dup-attr': 'error',
  'no-dup-id': 'error',
  'void-content': 'error',
  'no-unknown-elements': 'error',
}

let validator: HtmlValidate | undefined

/** The element names HTML has, for "did you mean" on a misspelt tag (the table's keys also hold patterns such as "*"). */
const KNOWN_TAGS = Object.keys(html5).filter((name) => /^[a-z][a-z0-9]*$/.test(name))

/** `t`: the checker's words in the page's language, which the findings are told in. */
export async function checkMarkup(html: string, t: MarkupWords): Promise<MarkupFinding[]> {
  if (!html.trim()) return []
  validator ??= new HtmlValidate(new StaticConfigLoader({ elements: ['html5'], rules: MARKUP_RULES }))
  const report = await validator.validateString(html, 'index.html')
  const messages: MarkupMessage[] = report.results.flatMap((result) =>
    result.messages.map(({ ruleId, message, line, column, selector }) => ({ ruleId, message, line, column, selector })),
  )
  return markupFindings(html, messages, t, KNOWN_TAGS)
}
