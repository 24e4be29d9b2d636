/**
 * POST /api/contact: stores a message from the help page's form.
 * The schema rejects anything malformed before the handler runs; the handler
 * makes one repository call and answers 201 with the new id.
 */
import type { FastifyInstance } from 'fastify'
import {
  type ContactMessageInput,
  contactCategories,
  contactLimits,
  contactUrgencies,
  DEFAULT_URGENCY,
} from '../../content/contact-form.ts'
import { requireJson, trimStrings } from './json-body.ts'

/** Small enough to stop abuse, large enough for a 5,000-character message in any script (4 bytes a character, worst case). */
export const CONTACT_BODY_LIMIT = 32 * 1024

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

export interface ContactRouteOptions {
  /** Messages allowed per client per minute. */
  rateLimitMax: number
}

export default async function contactRoutes(app: FastifyInstance, { rateLimitMax }: ContactRouteOptions) {
  app.post<{ Body: ContactMessageInput }>(
    '/api/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      config: { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } },
      schema: {
        body: contactBodySchema,
        response: { 201: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } },
      },
      onRequest: requireJson,
      preValidation: trimStrings,
    },
    async (request, reply) => {
      const { id } = await app.repositories.contactMessages.create(request.body)
      request.log.info({ contactMessageId: id }, 'contact message stored')
      return reply.status(201).send({ id })
    },
  )
}
