import type { Context } from 'hono'
import type { z } from 'zod'

/** A request input failed its schema or could not be read: answered 400 with the field named. */
export class ValidationError extends Error {
  override name = 'ValidationError'
  constructor(
    /** Where the input failed, e.g. `body.email`, `query.chainId`, `body`. */
    readonly field: string,
    message: string,
    /** The failing value's path inside `field`'s part of the request (`['email']`); empty when unknown. */
    readonly path: readonly PropertyKey[] = [],
  ) {
    super(message)
  }
}

/**
 * `value` parsed by `schema`, or a `ValidationError` naming the first failing field.
 *
 * @example
 * const { chainId } = validate(z.object({ chainId: z.string() }), c.req.query(), 'query')
 */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'query' | 'body' | 'params',
): z.infer<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const path = issue?.path ?? []
  const field = path.length ? `${where}.${path.map(String).join('.')}` : where
  throw new ValidationError(field, issue?.message ?? 'Invalid input', path)
}

/** Deepest nesting of arrays and objects a JSON body may have (deeper would overflow the stack in JSON.stringify). */
export const maxJsonDepth = 100

/** Whether `text` opens more than `max` arrays or objects inside each other; brackets in strings do not count. */
export function nestsDeeperThan(text: string, max: number): boolean {
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

/** A NUL, or a surrogate that is not half of a pair: text PostgreSQL cannot store and UTF-8 cannot encode. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is this pattern's purpose.
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether `text` holds a NUL or an unpaired surrogate (text PostgreSQL cannot store and UTF-8 cannot encode). */
export const isUnstorableText = (text: string): boolean => UNSTORABLE_TEXT.test(text)

/**
 * The path of the first string value in `value` that holds unstorable text (for a key that does, the path of its
 * object: the key is not echoed back), else undefined.
 */
function unstorableTextPath(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value) ? path : undefined
  if (value === null || typeof value !== 'object') return undefined
  for (const [key, entry] of Object.entries(value)) {
    if (UNSTORABLE_TEXT.test(key)) return path
    const found = unstorableTextPath(entry, [...path, Array.isArray(value) ? Number(key) : key])
    if (found) return found
  }
  return undefined
}

/**
 * The JSON body (`{}` when empty), or a 400 `ValidationError` when it is not JSON or nests deeper than
 * `maxJsonDepth` (naming `body`), or when a string in it (key or value) holds a NUL or an unpaired surrogate
 * (naming that field): no such text reaches a database, a log or an upstream. The body's size is bounded before
 * (`bodyLimit`).
 */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (!text) return {}
  if (nestsDeeperThan(text, maxJsonDepth)) {
    throw new ValidationError('body', `Body must not nest deeper than ${maxJsonDepth} levels`)
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ValidationError('body', 'Body must be JSON')
  }
  const path = unstorableTextPath(body)
  if (path) {
    const field = ['body', ...path.map(String)].join('.')
    throw new ValidationError(field, 'Text must not hold NUL or unpaired surrogate characters', path)
  }
  return body
}
