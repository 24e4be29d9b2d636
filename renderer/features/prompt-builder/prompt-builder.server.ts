/**
 * The prompt builder's data, on the server: the answers to show (the
 * learner's, from the query string of the form sent without JavaScript, or
 * ones prefilled from the page's project) and any answer that was refused.
 */
import { promptPrefillMessages } from '../../../lib/i18n/catalogues/prompt-prefill.ts'
import { defaultLocale, type Locale } from '../../../lib/i18n/locale.ts'
import { messagesIn } from '../../../lib/i18n/messages.ts'
import { type ClearAnswers, type ClearPart, clearLabels, clearMaxLength, clearParts, type PromptBuilderData } from './clear-prompt.ts'

/** What the builder is prefilled from. */
export interface PromptSource {
  title: string
  description: string
  features: string[]
  aiPrompt: string
  /**
   * What the learner's own prompt must ask for, on projects where they write
   * it before seeing ours (course/schema/fields.ts, `requirements`). There the builder starts from
   * these and never from our prompt, which stays behind 'Compare with our prompt'.
   */
  requirements?: string[] | undefined
}

const LABEL_LINE = new RegExp(`^(${clearParts.map((part) => clearLabels[part]).join('|')}):\\s*(.*)$`)

/**
 * The parts of a prompt written in the labelled CLEAR form: each label starts
 * a line and its part runs to the next label. Text before the first label is
 * ignored. Undefined when the prompt is not in that form (it needs at least
 * Context and Actions).
 */
export function parseClearPrompt(prompt: string): Partial<ClearAnswers> | undefined {
  const parts: Partial<Record<ClearPart, string[]>> = {}
  let current: ClearPart | undefined
  for (const line of prompt.split('\n')) {
    const label = LABEL_LINE.exec(line.trim())
    if (label) {
      current = clearParts.find((part) => clearLabels[part] === label[1])
      if (current) parts[current] = label[2] ? [label[2]] : []
    } else if (current) {
      parts[current]?.push(line.trim())
    }
  }
  if (!parts.context || !parts.actions) return undefined
  const answers: Partial<ClearAnswers> = {}
  for (const part of clearParts) {
    const lines = parts[part]?.filter((line) => line !== '')
    if (!lines) continue
    // Actions stay one step per line (list markers go); the other parts read as one paragraph.
    answers[part] = part === 'actions' ? lines.map((line) => line.replace(/^[-*•]\s+/, '')).join('\n') : lines.join(' ')
  }
  return answers
}

/**
 * Answers for a page's project: the parts of its CLEAR prompt, the rest from
 * its title, description and features. Where the learner writes their own
 * prompt first, only from those facts, with the requirements as the actions.
 */
export function prefillAnswers(source: PromptSource, locale: Locale = defaultLocale): ClearAnswers {
  const t = messagesIn(promptPrefillMessages, locale)
  const fromFacts: ClearAnswers = {
    context: `${source.title}: ${source.description} ${t.forBeginners}`,
    length: t.length,
    examples: '',
    actions: (source.requirements ?? source.features).join('\n'),
    role: t.role,
  }
  if (source.requirements) return fromFacts
  return { ...fromFacts, ...parseClearPrompt(source.aiPrompt) }
}

/**
 * The builder's answers for a request: the query's, once the form was sent
 * (any CLEAR field present), otherwise the prefilled ones. An answer longer
 * than its limit is refused with a message naming it: that field shows its
 * prefilled text again and no prompt is shown until it is fixed.
 */
export function promptBuilderData(source: PromptSource, query: Record<string, string>, locale: Locale): PromptBuilderData {
  const prefill = prefillAnswers(source, locale)
  if (!clearParts.some((part) => part in query)) return { answers: prefill, errors: {} }
  const answers = { ...prefill }
  const errors: PromptBuilderData['errors'] = {}
  for (const part of clearParts) {
    // Browsers send line breaks as CRLF but count them as one character against maxLength.
    const value = (query[part] ?? '').replace(/\r\n/g, '\n')
    if (value.length > clearMaxLength[part]) {
      errors[part] = messagesIn(promptPrefillMessages, locale).tooLong(clearLabels[part], clearMaxLength[part])
    } else {
      answers[part] = value
    }
  }
  return { answers, errors }
}
