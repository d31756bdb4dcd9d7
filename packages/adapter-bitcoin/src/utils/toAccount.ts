import type { Account } from '@portico/core'
import { address as bitcoinAddress } from 'bitcoinjs-lib'

/** A core account; the purpose a wallet gave wins, else a taproot address is taken as the ordinals one. */
export function toAccount(
  address: string,
  publicKey: string | undefined,
  purpose?: string | undefined,
): Account {
  const type = purpose === 'ordinals' || (purpose !== 'payment' && isTaproot(address)) ? 'ordinal' : 'payment'
  return { namespace: 'bip122', address, type, ...(publicKey ? { publicKey } : {}) }
}

function isTaproot(address: string): boolean {
  try {
    return bitcoinAddress.fromBech32(address).version === 1
  } catch {
    return false
  }
}
