import { cryptoWaitReady, decodeAddress, signatureVerify } from '@polkadot/util-crypto'

export type VerifyPolkadotParameters = {
  /** SS58 address (any network prefix). */
  address: string
  message: Uint8Array
  /** 64 bytes (sr25519, ed25519), 65 (ecdsa), or a type-prefixed MultiSignature. */
  signature: Uint8Array
}

/** An SS58 address with a valid checksum (any network prefix). */
export function isPolkadotAddress(address: string): boolean {
  if (address.length > 64 || address.startsWith('0x')) return false
  try {
    return decodeAddress(address).length === 32
  } catch {
    return false
  }
}

/**
 * Verifies a Substrate signature of the message by the address's key — sr25519, ed25519 or ecdsa — over the
 * message wrapped in `<Bytes>…</Bytes>` (what polkadot-js extensions sign for raw bytes) or the bare message.
 * False on anything malformed.
 */
export async function verifyPolkadot({
  address,
  message,
  signature,
}: VerifyPolkadotParameters): Promise<boolean> {
  if (!isPolkadotAddress(address) || signature.length < 64 || signature.length > 66) return false
  await cryptoWaitReady()
  try {
    const result = signatureVerify(message, signature, address)
    return result.isValid && ['sr25519', 'ed25519', 'ecdsa'].includes(result.crypto)
  } catch {
    return false
  }
}
