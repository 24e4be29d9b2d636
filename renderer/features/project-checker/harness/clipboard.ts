/**
 * A stand-in for the clipboard: the sandbox has none, so the harness keeps
 * what the app copies (navigator.clipboard and document.execCommand('copy')),
 * for the expectCopied step.
 */

/** What the app last copied: the sandbox has no clipboard, so the harness keeps it. */
export let copiedText: string | undefined

/** Stands in for the clipboard, before the app runs: navigator.clipboard and document.execCommand('copy'). */
export function installClipboard() {
  const clipboard = {
    writeText: (text: string) => {
      copiedText = String(text)
      return Promise.resolve()
    },
    readText: () => Promise.resolve(copiedText ?? ''),
    write: async (items: { types: readonly string[]; getType: (type: string) => Promise<Blob> }[]) => {
      for (const item of items) if (item.types.includes('text/plain')) copiedText = await (await item.getType('text/plain')).text()
    },
  }
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
  const execCommand = Document.prototype.execCommand
  Document.prototype.execCommand = function (this: Document, command: string, showUI?: boolean, value?: string) {
    if (command.toLowerCase() !== 'copy') return execCommand.call(this, command, showUI, value)
    // The text selected in a field (the focused one first: apps copy from a hidden text area they select), else on the page.
    const fields = [this.activeElement, ...this.querySelectorAll('textarea, input')].filter(
      (field): field is HTMLInputElement | HTMLTextAreaElement => field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement,
    )
    const selected = fields.map((field) => field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).find(Boolean)
    copiedText = selected || (this.getSelection()?.toString() ?? '')
    return true
  }
}
