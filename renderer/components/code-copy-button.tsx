import { copyMessages } from '../../lib/i18n/catalogues/header.ts'
import { useMessages } from '../frame/use-messages.ts'
import { CopyButton } from './copy-button.tsx'

/** The code of the block the button stands in (course/markdown/markdown.tsx: div.code-block > the button's slot + pre). */
function codeBeside(button: HTMLElement): string {
  return button.closest('.code-block')?.querySelector('pre')?.textContent ?? ''
}

/**
 * The copy button of a code block in a lesson body. The body is HTML made
 * from Markdown, so the button is an island of its own, written into the
 * block's empty slot (components/prose.tsx), and it reads the code from the
 * block when pressed rather than carrying a second copy of it in its props.
 */
export function CodeCopyButton() {
  const t = useMessages(copyMessages)
  return <CopyButton text={codeBeside} label={t.copyCode} />
}
