/**
 * Turns a schema failure into one clear sentence that names the field, e.g.
 * { field: 'email', message: 'email must be a valid email address, like name@example.com' }.
 * The sentences themselves are written in the schemas (lib/forms/fields.ts);
 * this only finds the field they are about.
 */
import type { FastifyError } from 'fastify'
import type { ZodType } from 'zod'

interface FieldError {
  /** The body field at fault, or null when the body as a whole is wrong. */
  field: string | null
  message: string
}

type ValidationEntry = NonNullable<FastifyError['validation']>[number]

/** The first problem of a failed validation, or null when the error is not one. */
export function firstFieldError(error: { validation?: ValidationEntry[] | undefined }): FieldError | null {
  const first = error.validation?.[0]
  if (!first) return null
  const keys = (first.params as { keys?: unknown }).keys
  const path = first.instancePath.split('/').filter(Boolean)
  const field = Array.isArray(keys) && typeof keys[0] === 'string' ? keys[0] : (path[0] ?? null)
  return { field, message: first.message ?? `${field ?? 'the body'} is invalid` }
}

/**
 * Checks `body` with `schema` (the route's schema with its sentences in
 * another language) and throws its first problem the way Fastify reports a
 * failed validation, so every error handler finds the field and words the
 * answer as it does in English.
 */
export function validateWith(schema: ZodType, body: unknown): void {
  const result = schema.safeParse(body)
  if (result.success) return
  const validation = result.error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: issue.path.map((part) => `/${String(part)}`).join(''),
    schemaPath: '',
    params: issue.code === 'unrecognized_keys' ? { keys: issue.keys } : {},
    message: issue.message,
  }))
  throw Object.assign(new Error(validation[0]?.message), { statusCode: 400, validation, validationContext: 'body' })
}
