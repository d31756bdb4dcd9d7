import { verifyBip322Simple } from './verifyBip322Simple.js'
import { verifyBitcoinLegacy } from './verifyBitcoinLegacy.js'

export type VerifyBip122Parameters = {
  message: Uint8Array
  /** A BIP-322 simple signature (witness stack) or a 65-byte legacy one. */
  signature: Uint8Array
  /** The address's output script, as the chain's node decodes it. */
  outputScript: Uint8Array
  messagePrefix: string
}

/**
 * Verifies a Bitcoin message signature of either kind: a 65-byte one with a BIP-137 header is tried as legacy
 * (`signmessage`) first, anything else (and a legacy miss) as BIP-322 simple.
 */
export function verifyBip122({
  message,
  signature,
  outputScript,
  messagePrefix,
}: VerifyBip122Parameters): boolean {
  const header = signature[0] ?? 0
  if (signature.length === 65 && header >= 27 && header <= 42) {
    if (verifyBitcoinLegacy({ message, signature, outputScript, messagePrefix })) return true
  }
  return verifyBip322Simple({ message, signature, outputScript })
}
