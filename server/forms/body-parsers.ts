/**
 * The two body formats the site reads, both strict about their bytes: a body
 * that is not valid UTF-8 is refused (400) instead of being repaired with
 * U+FFFD replacement characters and stored.
 */
import { isUtf8 } from 'node:buffer'
import type { FastifyInstance } from 'fastify'

class BodyError extends Error {
  override name = 'BodyError'
  readonly statusCode = 400
}

/**
 * A form field whose value is not UTF-8. It carries a `validation` entry
 * shaped like a schema failure's, so every error handler names the field
 * beside it as it does for the schema's own complaints.
 */
class FieldEncodingError extends BodyError {
  readonly validation: { keyword: string; instancePath: string; schemaPath: string; params: object; message: string }[]

  constructor(field: string) {
    const message = `${field} contains characters that are not valid text`
    super(message)
    this.validation = [{ keyword: 'encoding', instancePath: `/${field}`, schemaPath: '', params: {}, message }]
  }
}

const NOT_UTF8 = 'The body is not valid UTF-8 text.'

/** JSON through Fastify's own parser (prototype-poisoning keys refused), after a UTF-8 check. */
export function acceptOnlyUtf8Json(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (!isUtf8(body as Buffer)) return done(new BodyError(NOT_UTF8), undefined)
    parseJson(request, (body as Buffer).toString('utf8'), done)
  })
}

/**
 * Decodes an application/x-www-form-urlencoded body into an object without a
 * prototype ('__proto__' is just an unknown field). A field sent twice
 * becomes an array, which the schema then refuses.
 */
export function parseFormBody(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null)
  for (const pair of text.split('&')) {
    if (pair === '') continue
    const separator = pair.indexOf('=')
    const [rawName, rawValue] = separator < 0 ? [pair, ''] : [pair.slice(0, separator), pair.slice(separator + 1)]
    // decodeURIComponent throws on percent-escapes that are not UTF-8 (%FF).
    const name = decodeURIComponent(rawName.replaceAll('+', ' '))
    let value: string
    try {
      value = decodeURIComponent(rawValue.replaceAll('+', ' '))
    } catch {
      throw new FieldEncodingError(name)
    }
    const earlier = fields[name]
    fields[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value]
  }
  return fields
}

/**
 * Makes the routes of this context (and only these) read HTML form posts, up
 * to `bodyLimit` bytes, and nothing else: a browser form never sends JSON, so
 * any other type is answered 415.
 */
export function acceptOnlyFormBodies(context: FastifyInstance, bodyLimit: number) {
  context.removeAllContentTypeParsers()
  context.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => {
    if (!isUtf8(body as Buffer)) return done(new BodyError(NOT_UTF8), undefined)
    try {
      done(null, parseFormBody((body as Buffer).toString('utf8')))
    } catch (error) {
      done(error instanceof FieldEncodingError ? error : new BodyError(NOT_UTF8), undefined)
    }
  })
}
