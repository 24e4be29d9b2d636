import type { FastifyRequest } from 'fastify'
import { type Locale, locales } from '../../lib/i18n/locale.ts'
import { splitLocale } from '../../lib/i18n/localized-urls.ts'

/**
 * The language to answer a request in: the one a page's script declares for
 * what it sends (Content-Language: es, as the contact form's island does), or
 * else the path's (a form posted without JavaScript from /es/get-help).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const declared = request.headers['content-language']
  return locales.find((locale) => locale === declared) ?? splitLocale(request.url.split(/[?#]/, 1)[0] ?? '').locale
}
