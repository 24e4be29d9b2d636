import { Check, Copy } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { copyMessages } from '../../lib/i18n/catalogues/header.ts'
import { useMessages } from '../frame/use-messages.ts'
import { Tooltip } from './tooltip.tsx'

/** How long the check icon shows after a successful copy (docs/product-rules.md, 'Timings'). */
const COPY_CONFIRMATION_MS = 2000

/**
 * Copies `text` (or what `text` returns for the button, read when pressed) to the clipboard. After a successful copy the button shows a
 * check icon for two seconds, then reverts; a failed copy is logged and
 * changes nothing. Its tooltip names the action; screen readers hear the result.
 */
export function CopyButton({
  text,
  label,
}: {
  text: string | ((button: HTMLButtonElement) => string)
  /** What the button does (the catalogue's 'Copy to clipboard' when unset). */
  label?: string
}) {
  const t = useMessages(copyMessages)
  const named = label ?? t.copyToClipboard
  const [copied, setCopied] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  async function copy(event: React.MouseEvent<HTMLButtonElement>) {
    const copied = typeof text === 'function' ? text(event.currentTarget) : text
    try {
      await navigator.clipboard.writeText(copied)
    } catch (error) {
      console.error('Copy to clipboard failed:', error)
      return
    }
    setCopied(true)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
  }

  return (
    <>
      <Tooltip content={copied ? t.copiedTooltip : named}>
        <button type="button" className="copy-button" onClick={copy} aria-label={copied ? t.copied : named} data-copied={copied}>
          {copied ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
          <span aria-hidden="true">{copied ? t.copied : t.copy}</span>
        </button>
      </Tooltip>
      {/* A changed button name is not reliably announced; a status message is. */}
      <span className="visually-hidden" role="status">
        {copied ? t.copiedStatus : ''}
      </span>
    </>
  )
}
