/**
 * Turns a schema failure into one clear sentence that names the field, e.g.
 * { field: 'email', message: 'email must be a valid email address, like name@example.com' }.
 * The sentences themselves are written in the schemas (lib/forms/fields.ts);
 * this only finds the field they are about.
 */
import type { FastifyError } from 'fastify'

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
