import { copyMessages } from '../../lib/i18n/catalogues/header.ts'
import { useMessages } from '../frame/use-messages.ts'
import { CopyButton } from './copy-button.tsx'

/** A titled box holding a prompt to paste into an AI assistant, with a copy button; `id` lets a lesson link to it. */
export function PromptBox({ title, prompt, hint, id }: { title: string; prompt: string; hint?: string; id?: string }) {
  const t = useMessages(copyMessages)
  return (
    <section className="prompt-box" aria-label={title} id={id}>
      <div className="prompt-box-header">
        <h2 className="prompt-box-title">{title}</h2>
        <CopyButton text={prompt} label={t.copyTitled(title)} />
      </div>
      <pre>{prompt}</pre>
      {hint ? <p className="prompt-box-hint">{hint}</p> : null}
    </section>
  )
}
