import { InvalidMessageError } from '../errors/adapter.js'

/**
 * What a wallet signs: text (signed as its UTF-8 bytes), or `{ raw }` bytes as 0x-hex or a `Uint8Array`, the
 * shape of viem's `SignableMessage`.
 */
export type SignableMessage = string | { raw: `0x${string}` | Uint8Array }

/** The bytes a message stands for; throws `InvalidMessageError` for `{ raw }` that is not whole-byte hex. */
export function messageBytes(message: SignableMessage): Uint8Array {
  if (typeof message === 'string') return new TextEncoder().encode(message)
  const { raw } = message
  if (raw instanceof Uint8Array) return raw
  if (typeof raw !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(raw))
    throw new InvalidMessageError({ details: 'raw must be 0x-prefixed hex of whole bytes, or a Uint8Array' })
  const bytes = new Uint8Array((raw.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(raw.slice(2 + i * 2, 4 + i * 2), 16)
  return bytes
}
