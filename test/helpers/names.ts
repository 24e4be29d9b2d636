/** A text as a regular expression that matches it literally. */
export const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A name as a whole word or phrase, case as written ('Pro', not 'pro' or 'Product'). */
export const wholeName = (name: string) => new RegExp(`(?<![\\w-])${escaped(name)}(?![\\w-])`)
