/**
 * Which text of a course file a language gets: the translation, while it still
 * translates the English as it is now, or else the English itself.
 *
 * A translation of `content/<folder>/<file>` lives at
 * `content/translations/<locale>/<folder>/<file>`, and beside it
 * `translated-from.yaml` records, per file name, the first 16 hex digits of
 * the sha256 of the English file it translates (docs/translating.md tells
 * translators how). A translation is served only while that hash is the
 * English file's: once the English changes, the language gets the English
 * with a notice ("stale") until someone translates the change, and never a
 * translation of text that is no longer there. Keyed by the English, as
 * Exercism keys its translations.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import type { Locale } from '../lib/i18n/locale.ts'

/** Where a language's translations are, under the content root. */
const TRANSLATIONS_FOLDER = 'translations'
/** Each translated folder's record of what its files translate. */
const TRANSLATED_FROM_FILE = 'translated-from.yaml'

/**
 * What a page in a language shows: `original` (the English, in English),
 * `translated` (a translation of the English as it is), `stale` (the
 * English, because its translation is of an older English) or `missing`
 * (the English: no translation yet).
 */
export type TranslationStatus = 'original' | 'translated' | 'stale' | 'missing'

/** The first 16 hex digits of a text's sha256, as translated-from.yaml records it. */
export function englishHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
}

const TranslatedFrom = z.record(z.string(), z.string().regex(/^[0-9a-f]{16}$/, 'the first 16 hex digits of the sha256 of the English file'))

/** A file's text in a language, and which text it is. */
export interface SourceText {
  /** The text to read. */
  text: string
  /** The path from the content root of the file the text is (the English's, or the translation's). */
  path: string
  status: TranslationStatus
  /** The English text, when `text` is a translation of it (to compare their structure). */
  english?: string
}

/** Thrown for a translation folder that cannot be read: a bad translated-from.yaml, or a record of a file the English does not have. */
export class TranslationError extends Error {
  override name = 'TranslationError'
}

/**
 * The reader of one language's texts under a content root: `source(path)`
 * gives the text the language shows for the English file at `path`
 * ('sections/1-x.md'). English reads the English.
 */
export function translationsOf(root: string, locale: Locale) {
  const records = new Map<string, Record<string, string>>()
  const recordOf = (folder: string): Record<string, string> => {
    const known = records.get(folder)
    if (known) return known
    const file = join(root, TRANSLATIONS_FOLDER, locale, folder, TRANSLATED_FROM_FILE)
    let record: Record<string, string> = {}
    if (existsSync(file)) {
      const name = `content/${TRANSLATIONS_FOLDER}/${locale}/${folder}/${TRANSLATED_FROM_FILE}`
      let parsed: unknown
      try {
        // Every value as written (YAML's failsafe schema): a hash of digits only must not become a number.
        parsed = parseYaml(readFileSync(file, 'utf8'), { schema: 'failsafe' }) ?? {}
      } catch (error) {
        throw new TranslationError(`${name}: is not valid YAML (${(error as Error).message})`)
      }
      const result = TranslatedFrom.safeParse(parsed)
      if (!result.success)
        throw new TranslationError(
          `${name}: ${result.error.issues.map((issue) => `${issue.path.join('.') || '(whole file)'}: ${issue.message}`).join('; ')}`,
        )
      record = result.data
      for (const translated of Object.keys(record))
        if (!existsSync(join(root, folder, translated)))
          throw new TranslationError(`${name}: records ${translated}, which content/${folder}/ does not have (renamed or removed?)`)
    }
    records.set(folder, record)
    return record
  }

  return {
    locale,
    source(path: string): SourceText {
      const english = readFileSync(join(root, path), 'utf8')
      if (locale === 'en') return { text: english, path, status: 'original' }
      const slash = path.lastIndexOf('/')
      const folder = path.slice(0, slash)
      const file = path.slice(slash + 1)
      const translatedPath = join(TRANSLATIONS_FOLDER, locale, folder, file)
      const recorded = recordOf(folder)[file]
      if (recorded === undefined || !existsSync(join(root, translatedPath))) return { text: english, path, status: 'missing' }
      if (recorded !== englishHash(english)) return { text: english, path, status: 'stale' }
      return { text: readFileSync(join(root, translatedPath), 'utf8'), path: translatedPath, status: 'translated', english }
    },
  }
}

export type Translations = ReturnType<typeof translationsOf>

/** The folders whose files are translated one for one: the Markdown collections, the site's YAML, the stories, the facts and the figures' SVG. */
const TRANSLATED_FOLDERS = [
  'sections',
  'learning-projects',
  'featured-projects',
  'tutorials',
  'blog',
  'legal',
  'problems',
  'site',
  'stories',
  'facts',
  'figures',
]

/** Every English file a language translates, as paths from the content root ('sections/1-x.md'), for the content report. */
export function translatableFiles(root: string): string[] {
  return TRANSLATED_FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((file) => /\.(md|yaml|svg)$/.test(file))
      .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b))
      .map((file) => `${folder}/${file}`),
  )
}

/**
 * Field names whose values are never translated: ids, numbers, links,
 * colours, dates, plan names, icons. A translated file must keep them
 * exactly (docs/translating.md, "What to keep"). (A category is not one:
 * a blog post's is checked by its schema, a FAQ's is text.)
 */
const KEPT_FIELDS = new Set([
  'id',
  'number',
  'slug',
  'correct',
  'color',
  'duration',
  'source',
  'checked',
  'level',
  'order',
  'difficulty',
  'plan',
  'icon',
  'image',
  'imageUrl',
  'publishedAt',
  'date',
  'lesson',
  'href',
  'url',
  'readTime',
  'codes',
  'steps',
  'selector',
  'kind',
])

/**
 * Lists a translation may make longer or shorter, or leave out: a problem's
 * `matches`, the phrasings that find it, are the learner's words in each
 * language (its error texts stay in English as well, since browsers print
 * them so), and a glossary term's `forms` are its plurals in that language.
 */
const FREE_LENGTH_FIELDS = new Set(['matches', 'forms'])

/**
 * Where a translation's data differs from its English beyond the text: a key
 * added or left out, a list of another length, a number, a yes/no or a kept
 * field (KEPT_FIELDS) changed. Returns the first difference's path, or
 * undefined when the two have the same structure.
 */
export function structureDifference(english: unknown, translated: unknown, path = ''): string | undefined {
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return `${path || '(whole file)'}: a list in the English`
    if (english.length !== translated.length && !FREE_LENGTH_FIELDS.has(path.slice(path.lastIndexOf('.') + 1)))
      return `${path || '(whole file)'}: ${english.length} items in the English, ${translated.length} here`
    for (const [index, item] of english.slice(0, translated.length).entries()) {
      const difference = structureDifference(item, translated[index], `${path}.${index}`)
      if (difference) return difference
    }
    return undefined
  }
  if (english !== null && typeof english === 'object') {
    if (translated === null || typeof translated !== 'object' || Array.isArray(translated))
      return `${path || '(whole file)'}: an object in the English`
    const englishKeys = Object.keys(english)
      .filter((key) => !FREE_LENGTH_FIELDS.has(key) || key in translated)
      .sort()
    const translatedKeys = Object.keys(translated)
      .filter((key) => !FREE_LENGTH_FIELDS.has(key) || key in english)
      .sort()
    if (englishKeys.join() !== translatedKeys.join())
      return `${path || '(whole file)'}: keys ${englishKeys.join(', ')} in the English, ${translatedKeys.join(', ')} here`
    for (const key of englishKeys) {
      const field = `${path ? `${path}.` : ''}${key}`
      const englishValue = (english as Record<string, unknown>)[key]
      const translatedValue = (translated as Record<string, unknown>)[key]
      if (KEPT_FIELDS.has(key) && JSON.stringify(englishValue) !== JSON.stringify(translatedValue))
        return `${field}: must stay as the English has it`
      const difference = structureDifference(englishValue, translatedValue, field)
      if (difference) return difference
    }
    return undefined
  }
  if (typeof english === 'string') return typeof translated === 'string' ? undefined : `${path}: text in the English`
  return english === translated ? undefined : `${path}: ${JSON.stringify(english)} in the English, ${JSON.stringify(translated)} here`
}
