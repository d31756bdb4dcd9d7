import { type Address, getAddress, isAddress, zeroAddress } from 'viem'
import { SessionRequestError } from './SessionRequestError.js'

// Hand-written field readers for session requests (the package ships no schema library): each returns the
// field's value in its typed form or throws SessionRequestError naming the field.

export type Fields = Record<string, unknown>

/** Deepest nesting a request may have (a legitimate one needs 5: request › rules › rule › data › addresses). */
const MAX_DEPTH = 8
/** Longest string a request may carry (a justification is the longest legitimate one). */
export const MAX_TEXT_LENGTH = 1_000

export function fail(field: string, message: string): never {
  throw new SessionRequestError(field, message)
}

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)

export function isPlainObject(value: unknown): value is Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** An object whose keys are all in `keys` (nothing unknown is dropped silently). */
export function readObject(value: unknown, field: string, keys: readonly string[]): Fields {
  if (!isPlainObject(value)) fail(field, `must be an object (got ${kindOf(value)})`)
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) fail(field ? `${field}.${key}` : key, 'is not a known field')
  }
  return value
}

export function readArray(value: unknown, field: string, maxLength: number): unknown[] {
  if (!Array.isArray(value)) fail(field, `must be an array (got ${kindOf(value)})`)
  if (value.length > maxLength) fail(field, `must have at most ${maxLength} entries`)
  return value
}

export function readBoolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') fail(field, `must be a boolean (got ${kindOf(value)})`)
  return value
}

export function readText(value: unknown, field: string): string {
  if (typeof value !== 'string') fail(field, `must be a string (got ${kindOf(value)})`)
  if (value.length > MAX_TEXT_LENGTH) fail(field, `must be at most ${MAX_TEXT_LENGTH} characters`)
  return value
}

/** A 20-byte address (mixed case must be a valid EIP-55 checksum), returned checksummed. */
export function readAddress(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value)) fail(field, 'must be an address')
  return getAddress(value)
}

/** An address that can hold a key: the zero address is refused. */
export function readSignerAddress(value: unknown, field: string): Address {
  const address = readAddress(value, field)
  if (address === zeroAddress) fail(field, 'must not be the zero address')
  return address
}

/** A token amount: a hex quantity above 0 that fits a uint256 (the enforcers' terms), at most 64 digits. */
export function readAmount(value: unknown, field: string): bigint {
  if (typeof value !== 'string' || !/^0x[\da-fA-F]{1,64}$/.test(value)) fail(field, 'must be a hex quantity')
  const amount = BigInt(value)
  if (amount === 0n) fail(field, 'must be above 0')
  return amount
}

/** A chain id as a hex quantity or a positive integer. */
export function readChainId(value: unknown, field: string): number {
  const chainId =
    typeof value === 'string' && /^0x[\da-fA-F]{1,13}$/.test(value)
      ? Number(value)
      : typeof value === 'number'
        ? value
        : Number.NaN
  if (!Number.isSafeInteger(chainId) || chainId <= 0) fail(field, 'must be a chain id (hex or number)')
  return chainId
}

/** Unix seconds strictly after `now`. */
export function readExpiry(value: unknown, field: string, now: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    fail(field, 'must be unix seconds')
  if (value <= now) fail(field, 'must be in the future')
  return value
}

/** An optional start (unix seconds): a session starts when it is granted, so a start still ahead is refused. */
export function checkStartTime(value: unknown, field: string, now: number): void {
  if (value === undefined || value === null) return
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    fail(field, 'must be unix seconds')
  if (value > now) fail(field, 'must not be in the future: sessions start when granted')
}

// A NUL, or half of a UTF-16 surrogate pair standing alone (not valid Unicode: it cannot be shown or stored).
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Walks a request as sent (it is echoed back and stored): refuses NUL bytes and lone surrogates in any string or
 * key, values JSON cannot carry, and nesting deeper than a request needs.
 */
export function checkJsonTree(value: unknown, field: string, depth = 0): void {
  if (depth > MAX_DEPTH) fail(field, 'is nested too deeply')
  if (typeof value === 'string') {
    if (UNSAFE_TEXT.test(value)) fail(field, 'must not contain NUL characters or lone surrogates')
    return
  }
  if (value === undefined || value === null || typeof value === 'boolean') return
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail(field, 'must be a finite number')
    return
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      checkJsonTree(item, `${field}[${index}]`, depth + 1)
    })
    return
  }
  if (!isPlainObject(value)) fail(field, `must be JSON (got ${kindOf(value)})`)
  for (const [key, item] of Object.entries(value)) {
    const path = field ? `${field}.${key}` : key
    if (UNSAFE_TEXT.test(key)) fail(path, 'has a key with NUL characters or lone surrogates')
    checkJsonTree(item, path, depth + 1)
  }
}
