import type { Context } from 'hono'
import type { z } from 'zod'

/** A request input failed its schema: answered 400 with the field named. */
export class ValidationError extends Error {
  override name = 'ValidationError'
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'query' | 'body' | 'params',
): z.infer<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const path = issue?.path.length ? `${where}.${issue.path.join('.')}` : where
  throw new ValidationError(path, issue?.message ?? 'Invalid input')
}

/** The JSON body, or a 400 naming `body` when it is not JSON. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (!text) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new ValidationError('body', 'Body must be JSON')
  }
}
