// Bech32 (BIP-173) and Bech32m (BIP-350): `hrp` + '1' + 5-bit data words + 6-word checksum.

export type Bech32Encoding = 'bech32' | 'bech32m'

export type Bech32Decoded = { hrp: string; words: number[]; encoding: Bech32Encoding }

export const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

/** BIP-173's length limit; Lightning and others pass a larger one. */
export const BECH32_MAX_LENGTH = 90

const constants: Record<Bech32Encoding, number> = { bech32: 1, bech32m: 0x2bc830a3 }
const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
const charIndex = new Map<string, number>([...BECH32_CHARSET].map((char, index) => [char, index]))

function polymod(values: readonly number[]): number {
  let chk = 1
  for (const value of values) {
    const top = chk >>> 25
    chk = ((chk & 0x1ffffff) << 5) ^ value
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= generators[i] as number
  }
  return chk >>> 0
}

function hrpExpand(hrp: string): number[] {
  const high: number[] = []
  const low: number[] = []
  for (let i = 0; i < hrp.length; i++) {
    const code = hrp.charCodeAt(i)
    high.push(code >> 5)
    low.push(code & 31)
  }
  return [...high, 0, ...low]
}

function createChecksum(hrp: string, words: readonly number[], encoding: Bech32Encoding): number[] {
  const mod = polymod([...hrpExpand(hrp), ...words, 0, 0, 0, 0, 0, 0]) ^ constants[encoding]
  return Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31)
}

// US-ASCII 33–126 only: also keeps case mapping (e.g. the Kelvin sign → 'k') out.
function isPrintableAscii(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 33 || code > 126) return false
  }
  return true
}

function isValidHrp(hrp: string): boolean {
  return hrp.length >= 1 && hrp.length <= 83 && isPrintableAscii(hrp)
}

/** Encodes lowercase. Throws a RangeError on an invalid hrp, word or overlong result. */
export function bech32Encode(
  hrp: string,
  words: readonly number[],
  encoding: Bech32Encoding,
  limit = BECH32_MAX_LENGTH,
): string {
  if (!isValidHrp(hrp)) throw new RangeError(`Invalid bech32 hrp: ${hrp}`)
  if (words.some((word) => !Number.isInteger(word) || word < 0 || word > 31)) {
    throw new RangeError('Bech32 words must be integers from 0 to 31')
  }
  const lower = hrp.toLowerCase()
  if (lower.length + 7 + words.length > limit) throw new RangeError('Bech32 string exceeds the length limit')
  const data = [...words, ...createChecksum(lower, words, encoding)]
  return `${lower}1${data.map((word) => BECH32_CHARSET[word]).join('')}`
}

/**
 * Decodes a bech32 or bech32m string, telling which by its checksum.
 * `undefined` for mixed case, a bad hrp, separator, character, length or checksum.
 */
export function bech32Decode(value: string, limit = BECH32_MAX_LENGTH): Bech32Decoded | undefined {
  if (value.length > limit || !isPrintableAscii(value)) return undefined
  const lower = value.toLowerCase()
  if (value !== lower && value !== value.toUpperCase()) return undefined

  const separator = lower.lastIndexOf('1')
  if (separator < 1 || separator + 7 > lower.length) return undefined
  const hrp = lower.slice(0, separator)
  if (!isValidHrp(hrp)) return undefined

  const data: number[] = []
  for (const char of lower.slice(separator + 1)) {
    const word = charIndex.get(char)
    if (word === undefined) return undefined
    data.push(word)
  }

  const mod = polymod([...hrpExpand(hrp), ...data])
  const encoding = mod === constants.bech32 ? 'bech32' : mod === constants.bech32m ? 'bech32m' : undefined
  if (!encoding) return undefined
  return { hrp, words: data.slice(0, -6), encoding }
}

/** Regroups bits (e.g. 8 → 5); `undefined` when `pad` is off and the leftover bits are not zero padding. */
function convertBits(data: ArrayLike<number>, from: number, to: number, pad: boolean): number[] | undefined {
  let acc = 0
  let bits = 0
  const out: number[] = []
  const max = (1 << to) - 1
  for (let i = 0; i < data.length; i++) {
    const value = data[i] as number
    if (value < 0 || value >> from !== 0) return undefined
    acc = ((acc << from) | value) & 0xffffff
    bits += from
    while (bits >= to) {
      bits -= to
      out.push((acc >> bits) & max)
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & max)
  } else if (bits >= from || (acc << (to - bits)) & max) {
    return undefined
  }
  return out
}

/** Bytes to 5-bit words, zero-padded. */
export function toWords(bytes: Uint8Array): number[] {
  return convertBits(bytes, 8, 5, true) as number[]
}

/** 5-bit words back to bytes; `undefined` on more than 4 bits or non-zero padding. */
export function fromWords(words: readonly number[]): Uint8Array | undefined {
  const bytes = convertBits(words, 5, 8, false)
  return bytes && Uint8Array.from(bytes)
}
