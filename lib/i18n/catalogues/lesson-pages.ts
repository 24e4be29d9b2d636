import { packedCatalogues } from '../messages.ts'

/**
 * The words of a lesson or project page's islands, one module per language
 * (messages/<locale>/packs/lesson-pages.ts): one request and one chunk instead
 * of one per island, whose overhead cost those pages more than their words.
 */
const onLessonPages = packedCatalogues({
  en: () => import('../messages/en/packs/lesson-pages.ts'),
  es: () => import('../messages/es/packs/lesson-pages.ts'),
})

/** Knowledge checks and their form: on every lesson and on /review. */
export const checkMessages = onLessonPages('check')

/** The project checker's opening panel: on learning project pages (its panel's words are checker-run.ts's). */
export const checkerMessages = onLessonPages('checker')

/** What "Explain your app" does, in the checker's opening panel (the rest of its words load with its question). */
export const explainIntroMessages = onLessonPages('explainIntro')

/** Marking a lesson complete: on every lesson. */
export const markCompleteMessages = onLessonPages('markComplete')

/** The prompt builder: on lessons and projects. */
export const promptBuilderMessages = onLessonPages('promptBuilder')
