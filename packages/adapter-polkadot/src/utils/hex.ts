import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'

/** True for 0x-prefixed hex of whole bytes (`0x` alone is no bytes). */
export const isHex = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x([\da-fA-F]{2})*$/.test(value)

/** The bytes of 0x-prefixed hex; throws a TypeError for anything else. */
export function fromHex(hex: string): Uint8Array {
  if (!isHex(hex)) throw new TypeError('Expected 0x-prefixed hex of whole bytes')
  return hexToBytes(hex.slice(2))
}

/** Bytes as 0x-prefixed lowercase hex. */
export const toHex = (bytes: Uint8Array): `0x${string}` => `0x${bytesToHex(bytes)}`
