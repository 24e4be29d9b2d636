/**
 * Plural forms by the language's own rules (Intl.PluralRules, built into
 * browsers and Node: no library, no bytes). English and Spanish need only
 * `one` and `other`; other languages' forms (few, many...) fall back to
 * `other` until a catalogue writes them.
 */
import type { Locale } from './locale.ts'

type PluralForms = { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>

const rulesByLocale = new Map<Locale, Intl.PluralRules>()

/** The form of `forms` that `count` takes in `locale`, with every # replaced by the count: plural('es', 2, { one: '# minuto', other: '# minutos' }) is '2 minutos'. */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  let rules = rulesByLocale.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    rulesByLocale.set(locale, rules)
  }
  return (forms[rules.select(count)] ?? forms.other).replaceAll('#', String(count))
}
