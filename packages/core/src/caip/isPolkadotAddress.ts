import { decodeSs58 } from './encoding/ss58.js'

/**
 * True for an SS58 address of a 32-byte account id with a valid checksum.
 * With `ss58Prefix` (0 Polkadot, 2 Kusama, 42 generic Substrate...) the prefix must match too.
 */
export function isPolkadotAddress(address: string, ss58Prefix?: number): boolean {
  if (typeof address !== 'string') return false
  const decoded = decodeSs58(address)
  if (decoded?.publicKey.length !== 32) return false
  return ss58Prefix === undefined || decoded.prefix === ss58Prefix
}
