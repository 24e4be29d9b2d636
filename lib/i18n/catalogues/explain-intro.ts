import { explainIntro as en } from '../messages/en/explain-intro.ts'
import { explainIntro as es } from '../messages/es/explain-intro.ts'
import type { Catalogue } from '../messages.ts'

/** What "Explain your app" does: in the checker's island, so on every learning project page. */
export const explainIntroMessages: Catalogue<typeof en> = { en, es }
