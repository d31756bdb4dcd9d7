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

/** Deepest nesting of arrays and objects a JSON body may have (deeper would overflow the stack in JSON.stringify). */
export const maxJsonDepth = 100

/** Whether `text` opens more than `max` arrays or objects inside each other; brackets in strings do not count. */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (inString) {
      if (char === '\\') i++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '[' || char === '{') {
      if (++depth > max) return true
    } else if (char === ']' || char === '}') depth--
  }
  return false
}

/** The JSON body, or a 400 naming `body` when it is not JSON or nests deeper than `maxJsonDepth`. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (!text) return {}
  if (nestsDeeperThan(text, maxJsonDepth)) {
    throw new ValidationError('body', `Body must not nest deeper than ${maxJsonDepth} levels`)
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new ValidationError('body', 'Body must be JSON')
  }
}
