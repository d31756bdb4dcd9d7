import { crypto } from 'bitcoinjs-lib'
import { concatBytes, encodeVarInt, utf8 } from './bytes.js'

/**
 * The hash a legacy ("Bitcoin Signed Message") signature signs: double SHA-256 of the network's message
 * prefix (its first byte is its own length, as bitcoinjs-lib keeps it) and the length-prefixed message.
 */
export function legacyMessageHash(message: Uint8Array, messagePrefix: string): Uint8Array {
  const prefix = utf8(messagePrefix)
  return crypto.hash256(concatBytes(prefix, encodeVarInt(message.length), message))
}
