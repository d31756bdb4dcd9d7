// Base58 (Bitcoin alphabet): no 0, O, I or l. Leading zero bytes map to leading '1's.

export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

const indexOf = new Map<string, number>([...BASE58_ALPHABET].map((char, index) => [char, index]))

/** Encodes bytes as base58. */
export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++

  // Base-58 digits, least significant first.
  const digits: number[] = []
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i] as number
    for (let j = 0; j < digits.length; j++) {
      carry += (digits[j] as number) << 8
      digits[j] = carry % 58
      carry = (carry / 58) | 0
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = (carry / 58) | 0
    }
  }

  let out = '1'.repeat(zeros)
  for (let i = digits.length - 1; i >= 0; i--) out += BASE58_ALPHABET[digits[i] as number]
  return out
}

/** Decodes a base58 string; `undefined` when it holds a character outside the alphabet. */
export function base58Decode(value: string): Uint8Array | undefined {
  let zeros = 0
  while (zeros < value.length && value[zeros] === '1') zeros++

  // Bytes, least significant first.
  const bytes: number[] = []
  for (let i = zeros; i < value.length; i++) {
    let carry = indexOf.get(value[i] as string)
    if (carry === undefined) return undefined
    for (let j = 0; j < bytes.length; j++) {
      carry += (bytes[j] as number) * 58
      bytes[j] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }

  const out = new Uint8Array(zeros + bytes.length)
  for (let i = 0; i < bytes.length; i++) out[out.length - 1 - i] = bytes[i] as number
  return out
}
