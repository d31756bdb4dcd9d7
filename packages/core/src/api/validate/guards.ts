// Tiny guards for the JSON replies the API clients read. Each answers undefined when the value fits, or
// what is wrong with the first field that does not (e.g. 'balances[0].quantity.decimals is not a numeric
// string (got object)'), which `InvalidResponseError` carries as its details.

/** Checks a parsed value against `T`; `path` names the value in the answer ('' for the whole reply). */
export type Guard<T> = {
  (value: unknown, path?: string): string | undefined
  /** Never set: ties a guard to the type it checks, so a reply's guard and its type cannot drift apart. */
  readonly type?: T
}

/** One guard per field; fields the type leaves optional take an `isOptional(...)` guard. */
export type Shape<T> = { [K in keyof T]-?: Guard<T[K]> }

function kindOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
}

function fail(path: string, what: string, value: unknown): string {
  return `${path || 'the reply'} is not ${what} (got ${kindOf(value)})`
}

function guard<T>(what: string, test: (value: unknown) => boolean): Guard<T> {
  return (value, path = '') => (test(value) ? undefined : fail(path, what, value))
}

const isText = (value: unknown): value is string => typeof value === 'string'

export const isString: Guard<string> = guard('a string', isText)
export const isNumber: Guard<number> = guard('a number', (v) => typeof v === 'number' && Number.isFinite(v))
export const isBoolean: Guard<boolean> = guard('a boolean', (v) => typeof v === 'boolean')
/** A decimal number written as a string, e.g. '12.5' (token quantities). */
export const isNumberLike: Guard<string> = guard(
  'a numeric string',
  (v) => isText(v) && v.trim() !== '' && Number.isFinite(Number(v)),
)
/** A non-negative integer written as a string, e.g. wei or base units ('1000000'); `BigInt` takes it. */
export const isIntegerString: Guard<string> = guard('an integer string', (v) => isText(v) && /^\d+$/.test(v))
export const isHex: Guard<`0x${string}`> = guard('a hex string', (v) => isText(v) && /^0x[\da-f]*$/i.test(v))

/** A string narrowed to `T` without listing its values: a value the kit does not know is the reader's to word. */
export const isStringOf = <T extends string>(): Guard<T> => isString as Guard<T>

/** One of the listed strings, e.g. a status the kit acts on. */
export function isOneOf<T extends string>(values: readonly T[]): Guard<T> {
  return guard(`one of ${values.join(', ')}`, (v) => isText(v) && (values as readonly string[]).includes(v))
}

export function isOptional<T>(check: Guard<T>): Guard<T | undefined> {
  return (value, path) => (value === undefined ? undefined : check(value, path))
}

export function isNullable<T>(check: Guard<T>): Guard<T | null> {
  return (value, path) => (value === null ? undefined : check(value, path))
}

export function isArrayOf<T>(check: Guard<T>): Guard<T[]> {
  return (value, path = '') => {
    if (!Array.isArray(value)) return fail(path, 'an array', value)
    for (let i = 0; i < value.length; i++) {
      const problem = check(value[i], `${path}[${i}]`)
      if (problem) return problem
    }
    return undefined
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An object whose every value passes `check` (keys are free). */
export function isRecordOf<T>(check: Guard<T>): Guard<Record<string, T>> {
  return (value, path = '') => {
    if (!isPlainObject(value)) return fail(path, 'an object', value)
    for (const key of Object.keys(value)) {
      const problem = check(value[key], path ? `${path}.${key}` : key)
      if (problem) return problem
    }
    return undefined
  }
}

/** An object with the fields of `shape` (others are let through unchecked). */
export function isObject<T>(shape: Shape<T>): Guard<T> {
  return (value, path = '') => {
    if (!isPlainObject(value)) return fail(path, 'an object', value)
    for (const key in shape) {
      const problem = shape[key](value[key], path ? `${path}.${key}` : key)
      if (problem) return problem
    }
    return undefined
  }
}
