export const utf8 = (text: string) => new TextEncoder().encode(text)

export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

export const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((x, i) => x === b[i])

export const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new TypeError('Invalid hex')
  const out = new Uint8Array(hex.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return out
}

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Base64 to bytes; `undefined` when it is not base64. */
export function fromBase64(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  } catch {
    return undefined
  }
}

/** Bitcoin's CompactSize (varint). */
export function encodeVarInt(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff)
}

/** Reads a CompactSize at `at`: its value and the position after it; `undefined` past the end. */
export function decodeVarInt(bytes: Uint8Array, at: number): [number, number] | undefined {
  const first = bytes[at]
  if (first === undefined) return undefined
  const size = first < 0xfd ? 0 : first === 0xfd ? 2 : first === 0xfe ? 4 : 8
  if (at + 1 + size > bytes.length) return undefined
  let value = first < 0xfd ? first : 0
  for (let i = size - 1; i >= 0; i--) value = value * 256 + (bytes[at + 1 + i] as number)
  return [value, at + 1 + size]
}
