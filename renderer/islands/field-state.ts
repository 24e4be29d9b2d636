/**
 * A form field as a visitor left it: its value, whether it is checked, and
 * the caret or selection in it. Islands keep it across hydration
 * (hydrate-islands.tsx) and replay it to React (start-islands.ts), both
 * through the browser's own setters, which React does not see: React keeps
 * the value it last recorded, so a replayed event reads as a change.
 */
export type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export interface FieldState {
  value: string
  checked: boolean
  start: number | null
  end: number | null
}

export function fieldStateOf(field: FormField): FieldState {
  const text = !(field instanceof HTMLSelectElement)
  return {
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
    start: text ? field.selectionStart : null,
    end: text ? field.selectionEnd : null,
  }
}

/** Sets the field's `name` through the browser's own setter, past React's record of it. */
function setNatively(field: FormField, name: 'value' | 'checked', value: string | boolean) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), name)?.set?.call(field, value)
}

/** Puts the field back as `state` says, without React seeing it; the caret only where the visitor is. */
export function putBack(field: FormField, { value, checked, start, end }: FieldState) {
  if (field.value !== value) setNatively(field, 'value', value)
  if (field instanceof HTMLInputElement && field.checked !== checked) setNatively(field, 'checked', checked)
  if (field === document.activeElement && start !== null && end !== null && !(field instanceof HTMLSelectElement))
    if (field.selectionStart !== start || field.selectionEnd !== end) field.setSelectionRange(start, end)
}
