// The message catalogues (lib/i18n/): every English message has a Spanish one
// that is really translated, of the same kind, and plural forms follow each
// language's rules. (A missing or extra key fails the type check already.)
import { readdirSync } from 'node:fs'
import t from 'tap'
import { checkStepsMessages } from '../../lib/i18n/catalogues/check-steps.ts'
import { checkerRunMessages } from '../../lib/i18n/catalogues/checker-run.ts'
import { contactMessages } from '../../lib/i18n/catalogues/contact.ts'
import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import { explainAppMessages } from '../../lib/i18n/catalogues/explain-app.ts'
import { explainReviewMessages } from '../../lib/i18n/catalogues/explain-review.ts'
import { frameMessages } from '../../lib/i18n/catalogues/frame.ts'
import { copyMessages, headerMessages } from '../../lib/i18n/catalogues/header.ts'
import {
  checkerMessages,
  checkMessages,
  explainIntroMessages,
  markCompleteMessages,
  promptBuilderMessages,
} from '../../lib/i18n/catalogues/lesson-pages.ts'
import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import { listMessages } from '../../lib/i18n/catalogues/lists.ts'
import { liveCheckMessages } from '../../lib/i18n/catalogues/live-check.ts'
import { liveCheckPageMessages } from '../../lib/i18n/catalogues/live-check-page.ts'
import { liveCheckPanelMessages } from '../../lib/i18n/catalogues/live-check-panel.ts'
import { liveCheckRunMessages } from '../../lib/i18n/catalogues/live-check-run.ts'
import { pageMessages } from '../../lib/i18n/catalogues/pages.ts'
import { progressMessages } from '../../lib/i18n/catalogues/progress.ts'
import { progressTransferMessages } from '../../lib/i18n/catalogues/progress-transfer.ts'
import { promptPrefillMessages } from '../../lib/i18n/catalogues/prompt-prefill.ts'
import { readingAidsMessages } from '../../lib/i18n/catalogues/reading-aids.ts'
import { reviewMessages } from '../../lib/i18n/catalogues/review.ts'
import { safetyWordsMessages } from '../../lib/i18n/catalogues/safety-words.ts'
import { safetyWordsInEveryLanguage } from '../../lib/i18n/catalogues/safety-words-both.ts'
import { searchBoxMessages } from '../../lib/i18n/catalogues/search-box.ts'
import { serverMessages } from '../../lib/i18n/catalogues/server.ts'
import { stuckMessages } from '../../lib/i18n/catalogues/stuck.ts'
import { stuckPromptMessages } from '../../lib/i18n/catalogues/stuck-prompt.ts'
import { subscribeFormMessages } from '../../lib/i18n/catalogues/subscribe.ts'
import { toolPagesMessages } from '../../lib/i18n/catalogues/tool-pages.ts'
import { locales } from '../../lib/i18n/locale.ts'
import { splitLocale } from '../../lib/i18n/localized-urls.ts'
import { type Catalogue, type LoadedCatalogue, type Message, type Messages, messagesIn } from '../../lib/i18n/messages.ts'
import { plural } from '../../lib/i18n/plural.ts'

/** Every catalogue (lib/i18n/catalogues/): one added there is listed here. */
const catalogues = {
  headerMessages,
  frameMessages,
  pageMessages,
  contactMessages,
  serverMessages,
  lessonMessages,
  listMessages,
  coursePageMessages,
  liveCheckMessages,
  liveCheckPageMessages,
  liveCheckPanelMessages,
  liveCheckRunMessages,
  checkStepsMessages,
  explainAppMessages,
  explainIntroMessages,
  explainReviewMessages,
  stuckMessages,
  stuckPromptMessages,
  checkMessages,
  checkerMessages,
  promptBuilderMessages,
  copyMessages,
  checkerRunMessages,
  markCompleteMessages,
  promptPrefillMessages,
  readingAidsMessages,
  toolPagesMessages,
  progressMessages,
  progressTransferMessages,
  reviewMessages,
  subscribeFormMessages,
  searchBoxMessages,
  safetyWordsMessages,
  safetyWordsInEveryLanguage,
}

/** A catalogue's English and Spanish, a loaded one's loaded from their modules. */
async function bothLanguages(catalogue: Catalogue<Messages> | LoadedCatalogue<Messages>) {
  if ('load' in catalogue) return { en: await catalogue.load.en(), es: await catalogue.load.es() }
  return { en: messagesIn(catalogue, 'en'), es: messagesIn(catalogue, 'es') }
}

/** Messages that read the same in both languages: names and words Spanish uses as they are. */
const sameInSpanish = new Set([
  'headerMessages.navBlog',
  'stuckMessages.title',
  'stuckMessages.describeAfter',
  'toolPagesMessages.playgroundAfter',
  'lessonMessages.tutorialName',
  'listMessages.tutorial',
  'searchBoxMessages.typeTutorial',
  // What the scan names: a key's kind is translated, code (eval, innerHTML) keeps its name.
  'safetyWordsMessages.what',
  'safetyWordsInEveryLanguage.what',
])

/** A function message's text for sample values (a count, a name: each value is 2, which any of them can show). */
function sampleText(message: Message): string {
  return typeof message === 'string'
    ? message
    : (message as (...values: unknown[]) => string)(...Array.from({ length: message.length }, () => 2))
}

t.test('the test reads every catalogue', async (t) => {
  const folder = new URL('../../lib/i18n/catalogues/', import.meta.url)
  const defined = await Promise.all(readdirSync(folder).map(async (file) => Object.keys(await import(new URL(file, folder).href))))
  t.same(defined.flat().sort(), Object.keys(catalogues).sort())
})

t.test('every English message has a Spanish translation that differs from it, of the same kind', async (t) => {
  let keys = 0
  for (const [feature, catalogue] of Object.entries(catalogues)) {
    const {
      en: english,
      es: spanish,
    }: Record<string, Record<string, Message>> = await bothLanguages(catalogue as LoadedCatalogue<Messages>)
    t.same(Object.keys(spanish).sort(), Object.keys(english).sort(), `${feature}: the same keys`)
    for (const [key, message] of Object.entries(english)) {
      keys++
      const translated = spanish[key]
      const name = `${feature}.${key}`
      if (translated === undefined) {
        t.fail(`${name} has no Spanish`)
        continue
      }
      t.equal(typeof translated, typeof message, `${name}: a ${typeof message} in both languages`)
      if (typeof message === 'function' && typeof translated === 'function')
        t.equal(translated.length, message.length, `${name}: takes the same values`)
      const text = sampleText(translated)
      const spacesAround = (words: string) => [/^\s/.test(words), /\s$/.test(words)]
      t.ok(text.trim().length > 0, `${name}: not empty`)
      t.same(spacesAround(text), spacesAround(sampleText(message)), `${name}: spaced at its ends as the English (a part of a sentence)`)
      if (sameInSpanish.has(name)) t.equal(text, sampleText(message), `${name} is listed as the same in both languages`)
      else t.not(text, sampleText(message), `${name} is translated`)
    }
  }
  const englishByFeature = new Map<string, Messages>()
  for (const [feature, catalogue] of Object.entries(catalogues))
    englishByFeature.set(feature, (await bothLanguages(catalogue as LoadedCatalogue<Messages>)).en)
  for (const name of sameInSpanish) {
    const [feature = '', key = ''] = name.split('.')
    t.ok(Object.hasOwn(englishByFeature.get(feature) ?? {}, key), `${name} exists`)
  }
  t.ok(keys > 0, `${keys} messages checked`)
})

t.test('plural forms follow each language: one for 1, other for the rest', async (t) => {
  const minutes = { one: '# minute', other: '# minutes' }
  t.equal(plural('en', 1, minutes), '1 minute')
  t.equal(plural('en', 0, minutes), '0 minutes')
  t.equal(plural('en', 2, minutes), '2 minutes')
  const minutos = { one: '# minuto', other: '# minutos' }
  t.equal(plural('es', 1, minutos), '1 minuto')
  t.equal(plural('es', 0, minutos), '0 minutos')
  t.equal(plural('es', 5, minutos), '5 minutos')
  // Spanish writes large round numbers with "de" (un millón de minutos): the 'many' form, when a catalogue gives it.
  t.equal(plural('es', 1_000_000, { ...minutos, many: '# de minutos' }), '1000000 de minutos')
})

t.test("a path's language is its prefix", async (t) => {
  t.same(locales, ['en', 'es'])
  t.same(splitLocale('/'), { locale: 'en', path: '/' })
  t.same(splitLocale('/guide'), { locale: 'en', path: '/guide' })
  t.same(splitLocale('/es'), { locale: 'es', path: '/' })
  t.same(splitLocale('/es/guide'), { locale: 'es', path: '/guide' })
  t.same(splitLocale('/essay'), { locale: 'en', path: '/essay' })
})
