import type { Translation } from '../../messages.ts'
import type { copy as english } from '../en/copy.ts'

export const copy: Translation<typeof english> = {
  copy: 'Copiar',
  copied: 'Copiado',
  copiedTooltip: '¡Copiado!',
  copiedStatus: 'Copiado al portapapeles',
  copyToClipboard: 'Copiar al portapapeles',
  copyCode: 'Copiar el código',
  copyTitled: (title: string) => `Copiar: ${title}`,
}
