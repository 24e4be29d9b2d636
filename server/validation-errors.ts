/**
 * Turns Fastify's schema errors into one clear sentence that names the field,
 * e.g. { field: 'email', message: 'email must be a valid email address' }.
 */
import type { FastifySchemaValidationError } from 'fastify/types/schema.js'

export interface FieldError {
  /** The body field at fault, or null when the body as a whole is wrong. */
  field: string | null
  message: string
}

export function describeValidationError(error: FastifySchemaValidationError): FieldError {
  const params = error.params as Record<string, unknown>
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.')
  switch (error.keyword) {
    case 'required':
      return { field: String(params.missingProperty), message: `${params.missingProperty} is required` }
    case 'additionalProperties':
      return { field: String(params.additionalProperty), message: `${params.additionalProperty} is not an accepted field` }
    case 'format':
      return { field: path, message: `${path} must be a valid ${params.format === 'email' ? 'email address' : String(params.format)}` }
    case 'enum':
      return { field: path, message: `${path} must be one of: ${(params.allowedValues as string[]).join(', ')}` }
    case 'minLength':
      return { field: path, message: `${path} must not be empty` }
    case 'maxLength':
      return { field: path, message: `${path} must be at most ${params.limit} characters` }
    case 'type':
      return path
        ? { field: path, message: `${path} must be a ${params.type}` }
        : { field: null, message: `the body must be a JSON ${params.type}` }
    default:
      return { field: path || null, message: `${path || 'the body'} ${error.message ?? 'is invalid'}` }
  }
}
