import type { BitcoinChain } from '../chains.js'
import { fromBase64, utf8 } from '../utils/bytes.js'
import { toOutputScript } from '../utils/toOutputScript.js'
import { verifyBitcoinSignature } from '../verify/verifyBitcoinSignature.js'

export type VerifyMessageParameters = {
  address: string
  message: string
  /** Base64: a BIP-322 simple signature (an encoded witness) or a 65-byte legacy / BIP-137 signature. */
  signature: string
}
export type VerifyMessageReturnType = boolean
export type VerifyMessageErrorType = never

/**
 * Checks a message signature for `address` on `chain`. BIP-322 simple for p2wpkh, p2sh-p2wpkh and p2tr
 * (key path); legacy signatures (the network's message prefix, recoverable ECDSA) for p2pkh, p2sh-p2wpkh
 * and p2wpkh — see `verifyBitcoinSignature`. False for anything else, including an address of another network.
 *
 * @example
 * const valid = verifyMessage(bitcoinMainnet, { address, message: 'Sign in to Portico', signature })
 */
export function verifyMessage(
  chain: BitcoinChain,
  { address, message, signature }: VerifyMessageParameters,
): VerifyMessageReturnType {
  let outputScript: Uint8Array
  try {
    outputScript = toOutputScript(address, chain).script
  } catch {
    return false
  }
  const bytes = fromBase64(signature)
  if (!bytes) return false
  return verifyBitcoinSignature({
    outputScript,
    message: utf8(message),
    signature: bytes,
    messagePrefix: chain.params.messagePrefix,
  })
}
