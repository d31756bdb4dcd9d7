import { base58Decode } from './encoding/base58.js'

const base58Shape = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** True for 32–44 base58 characters that decode to a 32-byte public key. */
export function isSolanaAddress(address: string): boolean {
  if (typeof address !== 'string' || !base58Shape.test(address)) return false
  return base58Decode(address)?.length === 32
}
