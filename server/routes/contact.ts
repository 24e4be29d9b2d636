/**
 * The contact form's two ways in. Both check the same schema, share one rate
 * limit and store through the same repository call:
 *
 * - POST /api/contact: JSON sent by the help page's script. The schema
 *   rejects anything malformed before the handler runs; the answer is 201
 *   with the new id.
 * - POST /get-help: the same form posted as a plain HTML form when the page
 *   runs without JavaScript. An accepted message is answered with a 303
 *   redirect to /get-help?sent=1#contact, which shows the success message.
 *   A refused one is answered with the help page itself (status 400, or 429
 *   over the limit), rendered through Vike with the submitted values and the
 *   error beside its field. A redirect cannot carry the values without
 *   storing them somewhere, so the page is rendered in this response instead.
 */
import formBody from '@fastify/formbody'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  type ContactField,
  type ContactFormSubmission,
  type ContactMessageInput,
  contactCategories,
  contactFieldLabels,
  contactLimits,
  contactUrgencies,
  DEFAULT_URGENCY,
} from '../../content/contact-form.ts'
import { describeValidationError } from '../validation-errors.ts'
import { requireJson, trimStrings } from './json-body.ts'

/** Small enough to stop abuse, large enough for a 5,000-character message in any script (4 bytes a character, worst case). */
export const CONTACT_BODY_LIMIT = 32 * 1024

/** Where the form posts without JavaScript, and where the visitor lands after it. */
const CONTACT_FORM_PATH = '/get-help'
const CONTACT_FORM_SENT_URL = `${CONTACT_FORM_PATH}?sent=1#contact`

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const

export const contactBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'subject', 'category', 'message'],
  properties: {
    name: text(contactLimits.name),
    email: { ...text(contactLimits.email), format: 'email' },
    subject: text(contactLimits.subject),
    category: { type: 'string', enum: contactCategories.map((category) => category.value) },
    message: text(contactLimits.message),
    urgency: { type: 'string', enum: contactUrgencies.map((urgency) => urgency.value), default: DEFAULT_URGENCY },
  },
} as const

const TOO_MANY_MESSAGES = 'You have sent several messages in the last minute. Please wait a minute, then send this one again.'

export interface ContactRouteOptions {
  /** Messages allowed per client per minute, counted across both endpoints. */
  rateLimitMax: number
}

function isContactField(field: string | null): field is ContactField {
  return field !== null && Object.hasOwn(contactFieldLabels, field)
}

/** The form's own fields from a posted body, as text, to fill the form again. */
function submittedValues(body: unknown): ContactFormSubmission['values'] {
  const values: ContactFormSubmission['values'] = {}
  if (!body || typeof body !== 'object') return values
  for (const [field, value] of Object.entries(body)) {
    if (isContactField(field) && typeof value === 'string') values[field] = value
  }
  return values
}

/**
 * The schema's first complaint, worded for the form: named by the field's
 * label ('Full Name must not be empty') and placed beside that field, or
 * above the form when no field of the form is at fault. Fastify's validator
 * stops at the first problem (app.ts); the browser's own required, type and
 * maxlength checks catch nearly all of them before the form is posted.
 */
function formErrors(validation: Parameters<typeof describeValidationError>[0]): Omit<ContactFormSubmission, 'values'> {
  const { field, message } = describeValidationError(validation)
  if (!isContactField(field))
    return { errors: {}, formError: `The form could not be read (${message}). Please reload the page and try again.` }
  const label = contactFieldLabels[field]
  return { errors: { [field]: message.startsWith(field) ? `${label}${message.slice(field.length)}` : message } }
}

export default async function contactRoutes(app: FastifyInstance, { rateLimitMax }: ContactRouteOptions) {
  // One limiter (one counter per client) for both endpoints: a client may
  // send rateLimitMax messages a minute whichever way the form posts.
  const checkRateLimit = app.createRateLimit({
    max: rateLimitMax,
    timeWindow: '1 minute',
    keyGenerator: (request) => `contact:${request.ip}`,
  })

  /** Counts the request; when the client is over the limit, sets Retry-After and returns true. */
  async function overRateLimit(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const limit = await checkRateLimit(request)
    if (limit.isAllowed || !limit.isExceeded) return false
    reply.header('retry-after', limit.ttlInSeconds)
    return true
  }

  /** Answers a refused form post with the help page, showing the values and what to fix. */
  function answerWithForm(reply: FastifyReply, statusCode: number, contactForm: ContactFormSubmission) {
    return reply.sendPage({ statusCode, pageContext: { contactForm } })
  }

  async function store(request: FastifyRequest, message: ContactMessageInput): Promise<number> {
    const { id } = await app.repositories.contactMessages.create(message)
    request.log.info({ contactMessageId: id }, 'contact message stored')
    return id
  }

  app.post<{ Body: ContactMessageInput }>(
    '/api/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      schema: {
        body: contactBodySchema,
        response: { 201: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } },
      },
      onRequest: [
        requireJson,
        async (request, reply) => {
          if (await overRateLimit(request, reply)) return reply.status(429).send({ error: 'Too Many Requests', message: TOO_MANY_MESSAGES })
          return undefined
        },
      ],
      preValidation: trimStrings,
    },
    async (request, reply) => reply.status(201).send({ id: await store(request, request.body) }),
  )

  // The form parser is registered in this child context only, so no other
  // route (the JSON API included) accepts form-encoded bodies.
  await app.register(async function contactFormPost(form) {
    await form.register(formBody, { bodyLimit: CONTACT_BODY_LIMIT })

    form.post<{ Body: ContactMessageInput }>(
      CONTACT_FORM_PATH,
      {
        bodyLimit: CONTACT_BODY_LIMIT,
        schema: { body: contactBodySchema },
        // The handler answers a refused form with the page, not with JSON.
        attachValidation: true,
        preValidation: trimStrings,
      },
      async (request, reply) => {
        // A page on another site could post this plain form on its visitors'
        // behalf; the JSON endpoint is safe from that (browsers ask first).
        if (request.headers['sec-fetch-site'] === 'cross-site') {
          return reply.status(403).send({ error: 'Forbidden', message: 'Send the form from this site.' })
        }
        const values = submittedValues(request.body)
        if (await overRateLimit(request, reply)) {
          return answerWithForm(reply, 429, { values, errors: {}, formError: TOO_MANY_MESSAGES })
        }
        const invalid = request.validationError?.validation?.[0]
        if (invalid) {
          return answerWithForm(reply, 400, { values, ...formErrors(invalid) })
        }
        await store(request, request.body)
        return reply.redirect(CONTACT_FORM_SENT_URL, 303)
      },
    )
  })
}
