import { concatBytes, decodeVarInt, encodeVarInt } from './bytes.js'

/** Consensus encoding of a witness stack: item count, then each item with its length. */
export function encodeWitness(items: readonly Uint8Array[]): Uint8Array {
  return concatBytes(
    encodeVarInt(items.length),
    ...items.flatMap((item) => [encodeVarInt(item.length), item]),
  )
}

/**
 * At most 100 items: Bitcoin Core's standardness limit on a witness stack, so no wallet can make a longer one.
 * The one bound of every witness read here (the API's sign-in used 16 before it used this verifier); a BIP-322
 * simple signature of the kinds we verify has 1 or 2 items, and the bound only keeps decoding of hostile input
 * short.
 */
export const MAX_WITNESS_ITEMS = 100

/** The items of an encoded witness stack; `undefined` unless the bytes are exactly one stack. */
export function decodeWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  const count = decodeVarInt(bytes, 0)
  if (!count || count[0] > MAX_WITNESS_ITEMS) return undefined
  const items: Uint8Array[] = []
  let at = count[1]
  for (let i = 0; i < count[0]; i++) {
    const length = decodeVarInt(bytes, at)
    if (!length || length[1] + length[0] > bytes.length) return undefined
    items.push(bytes.slice(length[1], length[1] + length[0]))
    at = length[1] + length[0]
  }
  return at === bytes.length ? items : undefined
}
