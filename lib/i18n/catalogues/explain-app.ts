import { explainApp as en } from '../messages/en/explain-app.ts'
import { explainApp as es } from '../messages/es/explain-app.ts'
import type { Catalogue } from '../messages.ts'

/** "Explain your app": its intro in the checker's page, the rest in its question, which loads when it opens. */
export const explainAppMessages: Catalogue<typeof en> = { en, es }
