import type { Translation } from '../../messages.ts'
import type { explainIntro as english } from '../en/explain-intro.ts'

export const explainIntro: Translation<typeof english> = {
  intro:
    'Cuando todos los requisitos se cumplen, Explica tu app te pregunta sobre tu propio código: qué línea hace que un requisito funcione, qué pasa sin una línea y un cambio pequeño que hacer. Tú respondes, y ejecutamos tu app para comprobarlo.',
  needsJavaScript: 'Ejecuta tu app, así que necesita JavaScript.',
}
