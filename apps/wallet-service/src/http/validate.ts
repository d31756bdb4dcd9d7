import {
  ValidationError as InputError,
  jsonBody as readJsonBody,
  validate as validateInput,
} from '@portico/server-kit/http'
import type { z } from 'zod'
import { ValidationError } from '../errors.js'

/** Fields holding e-mail addresses: a refusal of one reads `EMAIL_INVALID`. */
const EMAIL_FIELDS = new Set(['email', 'newEmail'])

/** The kit's refusal of an input as the service's 400 (`EMAIL_INVALID` when the field is an e-mail address). */
function refusalOf(error: unknown): unknown {
  if (!(error instanceof InputError)) return error
  const key = error.path[0]
  const isEmail = typeof key === 'string' && EMAIL_FIELDS.has(key)
  return isEmail
    ? new ValidationError(error.field, 'Invalid e-mail address', 'EMAIL_INVALID')
    : new ValidationError(error.field, error.message)
}

/** `value` parsed by `schema`, or a `ValidationError` naming the first failing field. */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'query' | 'body' | 'params',
): z.infer<S> {
  try {
    return validateInput(schema, value, where)
  } catch (error) {
    throw refusalOf(error)
  }
}

/** The JSON body (`{}` when empty), or a 400 naming `body` when it is not JSON or nests too deep. */
export async function jsonBody(c: Parameters<typeof readJsonBody>[0]): Promise<unknown> {
  try {
    return await readJsonBody(c)
  } catch (error) {
    throw refusalOf(error)
  }
}
