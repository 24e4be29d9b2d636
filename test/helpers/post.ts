/**
 * Posting to the site's forms from tap tests, through app.inject, the two ways
 * a learner's browser does: JSON from the page's script, and a form-encoded
 * body from a browser without JavaScript. Both carry a genuine form token
 * unless the test says otherwise, so a test only names what it is about.
 */
import type { createTestApp } from './app.ts'
import { BROWSER_HEADERS } from './app.ts'
import { formWithFormToken, withFormToken } from './forms.ts'

type App = Pick<Awaited<ReturnType<typeof createTestApp>>['app'], 'inject'>

interface PostOptions {
  /** Headers added to (or replacing) the defaults. */
  headers?: Record<string, string>
  /** The client's address, for rate limits and proxies. */
  remoteAddress?: string
  /** Add a genuine form token (default true); false sends the body exactly as given. */
  formToken?: boolean
}

/**
 * Posts JSON as the page's script does. A string body is sent as it is (to test
 * what the API refuses); an object gets a form token unless it has one.
 */
export function postJson(app: App, url: string, body: unknown, options: PostOptions = {}) {
  const payload = typeof body === 'string' ? body : JSON.stringify(options.formToken === false ? body : withFormToken(body))
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...options.headers },
    payload,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  })
}

/**
 * Posts a form as a browser without JavaScript does: form-encoded, with a
 * browser's user agent and a form token appended. A `content-type` header in
 * the options sends the body as it is, under that type (to test refusals).
 */
export function postForm(app: App, url: string, fields: Record<string, string> | string, options: PostOptions = {}) {
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString()
  const asForm = !options.headers?.['content-type'] || options.headers['content-type'] === 'application/x-www-form-urlencoded'
  return app.inject({
    method: 'POST',
    url,
    headers: { ...BROWSER_HEADERS, 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    payload: asForm && options.formToken !== false ? formWithFormToken(body) : body,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  })
}

/** Posts JSON, with a form token, to a server started as its own process (`baseUrl` is its address, e.g. http://127.0.0.1:4123). */
export function fetchPostJson(baseUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(withFormToken(body)),
  })
}
