import type { Context } from 'hono'
import type { z } from 'zod'
import { ValidationError } from '../errors.js'

/** Fields holding e-mail addresses: a refusal of one reads `EMAIL_INVALID`. */
const EMAIL_FIELDS = new Set(['email', 'newEmail'])

/** `value` parsed by `schema`, or a `ValidationError` naming the first failing field. */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'query' | 'body' | 'params',
): z.infer<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const key = issue?.path[0]
  const field = issue?.path.length ? `${where}.${issue.path.join('.')}` : where
  const isEmail = typeof key === 'string' && EMAIL_FIELDS.has(key)
  throw new ValidationError(
    field,
    isEmail ? 'Invalid e-mail address' : (issue?.message ?? 'Invalid input'),
    isEmail ? 'EMAIL_INVALID' : undefined,
  )
}

/** The JSON body (`{}` when empty), or a 400 naming `body` when it is not JSON. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (!text.trim()) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new ValidationError('body', 'Body must be JSON')
  }
}
