/**
 * The shape of the site's message catalogues. English (messages/en/) is the
 * source of the keys; every other language (messages/es/, ...) is typed as a
 * Translation of it, so a missing or an extra key fails the type check. A
 * catalogue is cut by feature (frame, forms, search, ...) rather than kept
 * whole, so a page's islands bring to the browser only the messages they use.
 */
import type { Locale } from './locale.ts'

/** A message: a sentence, or a function of what it mentions (a count, a field, a wait) that returns one. */
export type Message = string | ((...values: never[]) => string)

export type Messages = Record<string, Message>

/** The keys of a catalogue whose message is a plain sentence (no values to fill in). */
export type TextKey<English extends Messages> = { [Key in keyof English]: English[Key] extends string ? Key : never }[keyof English]

/** Another language's version of an English feature catalogue: the same keys, none missing and none extra, each of the same kind. */
export type Translation<English extends Messages> = { readonly [Key in keyof English]: English[Key] extends string ? string : English[Key] }

/** One feature's messages in every language. */
export type Catalogue<English extends Messages> = { readonly en: English } & {
  readonly [Other in Exclude<Locale, 'en'>]: Translation<English>
}

/**
 * The messages of `catalogue` in `locale`: what code outside React (the
 * server, the checker's harness) calls with the locale it was given. A loaded
 * catalogue's (below) must have been loaded by `loadMessages(locale)`.
 */
export function messagesIn<English extends Messages>(catalogue: Catalogue<English> | LoadedCatalogue<English>, locale: Locale): English {
  if ('load' in catalogue) return loadedMessagesIn(catalogue, locale)
  // A Translation has the English keys and kinds of value (tsc checks it), so it reads as the English type.
  return catalogue[locale] as English
}

/** Loads one language's messages of a feature: a dynamic import, so the browser fetches only the page's language. */
type Loader<Loaded> = () => Promise<Loaded>

/**
 * A feature's messages that reach the browser (an island's): each language in
 * a module of its own, loaded on demand, so an English page never downloads
 * the Spanish words and a Spanish page never the English. The server loads
 * them before it renders a page (renderer/+onRenderHtml.tsx), the browser
 * before it hydrates an island (renderer/islands/hydrate-islands.tsx); in
 * between, `loadedMessagesIn` reads them synchronously.
 */
export interface LoadedCatalogue<English extends Messages> {
  readonly name: string
  readonly load: { readonly en: Loader<English> } & { readonly [Other in Exclude<Locale, 'en'>]: Loader<Translation<English>> }
}

/** Every loaded catalogue defined so far (its module imported): what `loadMessages` loads. */
const definedCatalogues: LoadedCatalogue<Messages>[] = []
/** The messages loaded, by language and catalogue name. */
const loadedMessages = new Map<string, Messages>()
const loadsUnderWay = new Map<string, Promise<void>>()

/** Defines the catalogue `name`, its languages' modules loaded by `load`. */
export function loadedCatalogue<English extends Messages>(name: string, load: LoadedCatalogue<English>['load']): LoadedCatalogue<English> {
  const defined: LoadedCatalogue<English> = { name, load }
  definedCatalogues.push(defined as unknown as LoadedCatalogue<Messages>)
  return defined
}

/** A module per language that holds several features' messages, each as the export of the feature's name (messages/<locale>/packs/). */
type Pack = Record<string, Messages>
type PackLoaders<English extends Pack> = { readonly en: Loader<English> } & {
  readonly [Other in Exclude<Locale, 'en'>]: Loader<{ readonly [Feature in keyof English]: Translation<English[Feature]> }>
}

/**
 * The catalogues of the features packed in one module per language, so that
 * the islands of one page fetch their words in one request: returns the
 * function that defines the catalogue of one of its features.
 */
export function packedCatalogues<English extends Pack>(load: PackLoaders<English>) {
  return <Feature extends keyof English & string>(feature: Feature): LoadedCatalogue<English[Feature]> =>
    loadedCatalogue(feature, {
      en: async () => (await load.en())[feature],
      es: async () => (await load.es())[feature] as Translation<English[Feature]>,
    })
}

/** Loads `locale`'s messages of every catalogue defined so far (those of the modules imported: the page's, the island's); each once. */
export function loadMessages(locale: Locale): Promise<void> {
  return Promise.all(
    definedCatalogues.map((defined) => {
      const key = `${locale}/${defined.name}`
      let loading = loadsUnderWay.get(key)
      if (!loading) {
        loading = defined.load[locale]().then((messages) => void loadedMessages.set(key, messages))
        loadsUnderWay.set(key, loading)
      }
      return loading
    }),
  ).then(() => undefined)
}

/** The messages of a loaded catalogue in `locale`; throws when `loadMessages(locale)` has not loaded them. */
function loadedMessagesIn<English extends Messages>(catalogue: LoadedCatalogue<English>, locale: Locale): English {
  const messages = loadedMessages.get(`${locale}/${catalogue.name}`)
  if (!messages) throw new Error(`The ${locale} messages of "${catalogue.name}" are not loaded: await loadMessages('${locale}') first`)
  // A Translation has the English keys and kinds of value (tsc checks it), so it reads as the English type.
  return messages as English
}
