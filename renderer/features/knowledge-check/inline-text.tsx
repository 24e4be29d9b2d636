import type { InlinePart } from '../../../lib/knowledge-check.ts'

/** Check text made by the content loader (course/checks/check-text.ts): text, `code`, and a fact's bold and links. */
export function InlineText({ parts }: { parts: readonly InlinePart[] }) {
  return (
    <>
      {parts.map((part, index) => {
        const key = `${index}-${part.kind}`
        if (part.kind === 'code') return <code key={key}>{part.text}</code>
        if (part.kind === 'strong') return <strong key={key}>{part.text}</strong>
        if (part.kind === 'link')
          return (
            <a key={key} href={part.href}>
              {part.text}
            </a>
          )
        return part.text
      })}
    </>
  )
}
