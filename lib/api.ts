/**
 * The site's JSON API as both sides see it: each endpoint's path, what it
 * answers, and the one reader the browser uses for those answers. The request
 * bodies are the forms' schemas (lib/forms/*-schema.ts, server only, as the
 * browser bundle never loads zod); the server's routes send the shapes below
 * (checked with `satisfies`), and the forms and instant search read them with
 * readApiAnswer and a reader per endpoint instead of casting `response.json()`.
 */
import { defaultLocale, type Locale } from './i18n/locale.ts'
import type { SearchResult } from './search-result.ts'

/** Where each endpoint is. */
export const apiPaths = {
  /** POST a contact message (lib/forms/contact-schema.ts): 201 ContactSent. */
  contact: '/api/contact',
  /** POST an email address (lib/forms/subscribe-schema.ts): 201 or 200 SubscribeAnswer. */
  subscribe: '/api/subscribe',
  /** GET ?q=: 200 SearchAnswer, the best few results for the header box. */
  search: '/api/search',
  /** POST { q }: 200 StuckAnswer (lib/stuck.ts), what Unstuck finds for a pasted error. */
  stuck: '/api/stuck',
  /** GET /<lesson>: 200 CheckProjectProps, a learning project's checks, for the one chosen in /playground. */
  projectChecks: '/api/project-checks',
} as const

/** The API's language parameter: none for the default language, `&lang=es` for another (the server's languageOf reads it). */
export function languageParameter(locale: Locale): string {
  return locale === defaultLocale ? '' : `&lang=${locale}`
}

/** The instant-search URL for a query, in the page's language (each has its own index). */
export function searchApiUrl(query: string, locale: Locale = defaultLocale): string {
  return `${apiPaths.search}?q=${encodeURIComponent(query)}${languageParameter(locale)}`
}

/** What every endpoint answers when it refuses a request or fails (4xx, 5xx). */
export interface ApiError {
  /** The HTTP status text, e.g. 'Bad Request'. */
  error: string
  /** One sentence for a person; a field's problem starts with the field's name ('email must be ...'). */
  message: string
  /** The body field at fault (400), or null when the body as a whole is wrong. */
  field?: string | null
  /** Seconds until the client may try again (429, and 503 while the database cannot be written). */
  retryAfter?: number
}

/** POST /api/contact stored the message. */
export interface ContactSent {
  outcome: 'sent'
  title: string
  description: string
}

/** POST /api/subscribe: the address is on the list now ('ok', 201) or was already ('exists', 200). */
export interface SubscribeAnswer {
  outcome: 'ok' | 'exists'
  message: string
}

/** GET /api/search. */
export interface SearchAnswer {
  /** The query as the server read it (trimmed, spaces collapsed, cut to its length limit). */
  query: string
  results: SearchResult[]
}

/**
 * Reads from a success's body what the browser uses. For the forms any 2xx is
 * a success (the message was stored, the address is on the list): a proxy or
 * a server of another version may answer with less or other words, so their
 * readers only pick up words to show and never refuse a body. Search needs its
 * results, so its reader refuses a body without them.
 */
export type BodyReader<Body> = (body: Record<string, unknown>) => Body | null

/** A non-empty string field of a body, or undefined. */
const words = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/** The words a stored contact message's answer may carry in place of the form's own. */
export const readContactSent: BodyReader<Partial<Pick<ContactSent, 'title' | 'description'>>> = (body) => ({
  title: words(body.title),
  description: words(body.description),
})

/** Whether the address was already on the list, and the words to show, when the answer says. */
export const readSubscribed: BodyReader<{ outcome: SubscribeAnswer['outcome']; message: string | undefined }> = (body) => ({
  outcome: body.outcome === 'exists' ? 'exists' : 'ok',
  message: words(body.message),
})

export const readSearchAnswer: BodyReader<Record<string, unknown> & Pick<SearchAnswer, 'results'>> = (body) =>
  Array.isArray(body.results) ? (body as Record<string, unknown> & Pick<SearchAnswer, 'results'>) : null

function isApiError(body: Record<string, unknown>): body is Record<string, unknown> & ApiError {
  return (
    typeof body.error === 'string' &&
    typeof body.message === 'string' &&
    body.message !== '' &&
    (body.field === undefined || body.field === null || typeof body.field === 'string')
  )
}

/**
 * An answer as the browser reads it. `ok` when the status is a success and
 * the endpoint's reader accepts the body; otherwise `error` is the server's
 * ApiError, or null when the body was not one (a proxy's error page, a cut
 * connection), and the caller says something general.
 */
export type ApiAnswer<Body> = { ok: true; status: number; body: Body } | { ok: false; status: number; error: ApiError | null }

/** Reads a fetch Response of one of the endpoints above; never throws on a body that is not JSON. */
export async function readApiAnswer<Body>(response: Response, readBody: BodyReader<Body>): Promise<ApiAnswer<Body>> {
  const { status } = response
  const parsed: unknown = await response.json().catch(() => null)
  const body = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
  const read = response.ok ? readBody(body ?? {}) : null
  if (read) return { ok: true, status, body: read }
  return { ok: false, status, error: !response.ok && body && isApiError(body) ? body : null }
}
