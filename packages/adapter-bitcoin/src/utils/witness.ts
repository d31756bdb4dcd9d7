import { concatBytes, decodeVarInt, encodeVarInt } from './bytes.js'

/** Consensus encoding of a witness stack: item count, then each item with its length. */
export function encodeWitness(items: readonly Uint8Array[]): Uint8Array {
  return concatBytes(
    encodeVarInt(items.length),
    ...items.flatMap((item) => [encodeVarInt(item.length), item]),
  )
}

/** The items of an encoded witness stack; `undefined` unless the bytes are exactly one stack. */
export function decodeWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  const count = decodeVarInt(bytes, 0)
  if (!count || count[0] > 100) return undefined
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
