/**
 * The site's JSON API as both sides see it: each endpoint's path, what it
 * answers, and the one reader the browser uses for those answers. The request
 * bodies are the forms' schemas (lib/forms/*-schema.ts, server only, as the
 * browser bundle never loads zod); the server's routes send the shapes below
 * (checked with `satisfies`), and the forms and instant search read them with
 * readApiAnswer instead of casting `response.json()`.
 */
import type { SearchResult } from './search-result.ts'

/** Where each endpoint is. */
export const apiPaths = {
  /** POST a contact message (lib/forms/contact-schema.ts): 201 ContactSent. */
  contact: '/api/contact',
  /** POST an email address (lib/forms/subscribe-schema.ts): 201 or 200 SubscribeAnswer. */
  subscribe: '/api/subscribe',
  /** GET ?q=: 200 SearchAnswer, the best few results for the header box. */
  search: '/api/search',
} as const

/** The instant-search URL for a query. */
export function searchApiUrl(query: string): string {
  return `${apiPaths.search}?q=${encodeURIComponent(query)}`
}

/** What every endpoint answers when it refuses a request or fails (4xx, 5xx). */
export interface ApiError {
  /** The HTTP status text, e.g. 'Bad Request'. */
  error: string
  /** One sentence for a person; a field's problem starts with the field's name ('email must be ...'). */
  message: string
  /** The body field at fault (400), or null when the body as a whole is wrong. */
  field?: string | null
  /** Seconds until the client may try again (429). */
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
 * Checks that an answer's body has the expected shape, as far as the browser
 * relies on it: a stored message is a success whatever else its answer says
 * (the form shows its own words), so the checks ask no more than that.
 */
type ShapeCheck<Body> = (body: Record<string, unknown>) => body is Record<string, unknown> & Body

export const isContactSent: ShapeCheck<Pick<ContactSent, 'outcome'>> = (
  body,
): body is Record<string, unknown> & Pick<ContactSent, 'outcome'> => body.outcome === 'sent'

export const isSubscribeAnswer: ShapeCheck<Pick<SubscribeAnswer, 'outcome'>> = (
  body,
): body is Record<string, unknown> & Pick<SubscribeAnswer, 'outcome'> => body.outcome === 'ok' || body.outcome === 'exists'

export const isSearchAnswer: ShapeCheck<Pick<SearchAnswer, 'results'>> = (
  body,
): body is Record<string, unknown> & Pick<SearchAnswer, 'results'> => Array.isArray(body.results)

function isApiError(body: Record<string, unknown>): body is Record<string, unknown> & ApiError {
  return (
    typeof body.error === 'string' &&
    typeof body.message === 'string' &&
    body.message !== '' &&
    (body.field === undefined || body.field === null || typeof body.field === 'string')
  )
}

/**
 * An answer as the browser reads it. `ok` only when the status is a success
 * and the body has the endpoint's shape; otherwise `error` is the server's
 * ApiError, or null when the body was not one (a proxy's error page, a cut
 * connection), and the caller says something general.
 */
export type ApiAnswer<Body> = { ok: true; status: number; body: Body } | { ok: false; status: number; error: ApiError | null }

/** Reads a fetch Response of one of the endpoints above; never throws on a body that is not JSON. */
export async function readApiAnswer<Body>(response: Response, isExpected: ShapeCheck<Body>): Promise<ApiAnswer<Body>> {
  const { status } = response
  const parsed: unknown = await response.json().catch(() => null)
  const body = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
  if (response.ok && body && isExpected(body)) return { ok: true, status, body }
  return { ok: false, status, error: !response.ok && body && isApiError(body) ? body : null }
}
