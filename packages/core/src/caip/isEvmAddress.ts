import { toChecksumAddress } from './toChecksumAddress.js'

const hex40 = /^(?:0x)?[0-9a-fA-F]{40}$/

/**
 * True for 40 hex characters with an optional 0x prefix. All-lowercase and all-uppercase
 * carry no checksum; mixed case must match EIP-55.
 */
export function isEvmAddress(address: string): boolean {
  if (typeof address !== 'string' || !hex40.test(address)) return false
  const body = address.slice(-40)
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true
  return toChecksumAddress(body).slice(2) === body
}
