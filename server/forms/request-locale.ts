import type { FastifyRequest } from 'fastify'
import type { ZodType } from 'zod'
import { defaultLocale, type Locale, locales } from '../../lib/i18n/locale.ts'
import { splitLocale } from '../../lib/i18n/localized-urls.ts'
import { validateWith } from './validation-errors.ts'

/**
 * The language to answer a request in: the one a page's script declares for
 * what it sends (Content-Language: es, as the contact form's island does), or
 * else the path's (a form posted without JavaScript from /es/get-help).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const declared = request.headers['content-language']
  return locales.find((locale) => locale === declared) ?? splitLocale(request.url.split(/[?#]/, 1)[0] ?? '').locale
}

/**
 * A preValidation hook that checks a body with its schema in the request's
 * language first (`schemaIn`), when that is not English (which Fastify checks
 * with): a refusal is then worded in the sender's language.
 */
export function validateInRequestLanguage(schemaIn: (locale: Locale) => ZodType) {
  const translated = new Map(locales.filter((locale) => locale !== defaultLocale).map((locale) => [locale, schemaIn(locale)]))
  return async function validate(request: FastifyRequest) {
    const schema = translated.get(requestLocale(request))
    if (schema) validateWith(schema, request.body)
  }
}
