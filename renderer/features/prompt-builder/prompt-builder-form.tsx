import { Wand } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { promptBuilderMessages } from '../../../lib/i18n/catalogues/lesson-pages.ts'
import { PromptBox } from '../../components/prompt-box.tsx'
import { useMessages } from '../../frame/use-messages.ts'
import { usePageContext } from '../../frame/use-page-context.tsx'
import {
  assemblePrompt,
  type ClearAnswers,
  type ClearPart,
  clearLabels,
  clearMaxLength,
  clearParts,
  type PromptBuilderData,
} from './clear-prompt.ts'

/** What each CLEAR question asks, under its label. */
function questions(t: typeof import('../../../lib/i18n/messages/en/prompt-builder.ts').promptBuilder): Record<ClearPart, string> {
  return {
    context: t.questionContext,
    length: t.questionLength,
    examples: t.questionExamples,
    actions: t.questionActions,
    role: t.questionRole,
  }
}

/** Room for each answer: actions are a list, context a few sentences, the rest a line or two. */
const rows: Record<ClearPart, number> = { context: 3, length: 2, examples: 2, actions: 5, role: 2 }

/**
 * Builds a CLEAR prompt from the learner's answers, prefilled from the page's
 * project (data.promptBuilder, see prompt-builder.server.ts). It is a plain
 * GET form: without JavaScript, sending it reloads the page with the answers
 * in the address and the server shows the prompt; with JavaScript the
 * preview follows every keystroke and sending only moves focus to it.
 */
export function PromptBuilderForm({ answers: initialAnswers, errors }: PromptBuilderData) {
  const { urlPathname } = usePageContext()
  const t = useMessages(promptBuilderMessages)
  const [answers, setAnswers] = useState<ClearAnswers>(initialAnswers)
  const [errorsShown, setErrorsShown] = useState(errors)
  const result = useRef<HTMLDivElement>(null)
  const id = useId()
  const hasErrors = Object.keys(errorsShown).length > 0

  function update(part: ClearPart, value: string) {
    setAnswers((current) => ({ ...current, [part]: value }))
    // The form's maxLength keeps typed answers within limits, so editing clears a server-side refusal.
    setErrorsShown(({ [part]: _fixed, ...rest }) => rest)
  }

  function showResult(event: FormEvent) {
    event.preventDefault()
    result.current?.focus()
  }

  return (
    <section className="prompt-builder" id="prompt-builder" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.heading}</h2>
      <p className="prompt-builder-intro">{t.intro}</p>
      <form className="prompt-builder-form" method="get" action={`${urlPathname}#prompt-builder`} onSubmit={showResult}>
        {clearParts.map((part) => {
          const fieldId = `${id}-${part}`
          const error = errorsShown[part]
          return (
            <div key={part} className="field">
              <label htmlFor={fieldId}>
                {clearLabels[part]} <span className="prompt-builder-question">{questions(t)[part]}</span>
              </label>
              <textarea
                id={fieldId}
                name={part}
                value={answers[part]}
                rows={rows[part]}
                maxLength={clearMaxLength[part]}
                onChange={(event) => update(part, event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fieldId}-error` : undefined}
              />
              {error ? (
                <p id={`${fieldId}-error`} className="field-error">
                  {error}
                </p>
              ) : null}
            </div>
          )
        })}
        <p className="button-row button-row-start">
          <button type="submit" className="button button-primary">
            <Wand aria-hidden="true" size={18} /> {t.build}
          </button>
        </p>
      </form>
      <div className="prompt-builder-result" ref={result} tabIndex={-1}>
        {hasErrors ? (
          <p className="notice notice-error">{t.fixAnswer}</p>
        ) : (
          <PromptBox title={t.resultTitle} prompt={assemblePrompt(answers)} hint={t.resultHint} />
        )}
      </div>
    </section>
  )
}
