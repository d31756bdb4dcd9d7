import type { Account } from '@portico/core'
import { bech32Decode, fromWords } from '@portico/core/encoding'

/** A core account; the purpose a wallet gave wins, else a taproot address is taken as the ordinals one. */
export function toAccount(
  address: string,
  publicKey: string | undefined,
  purpose?: string | undefined,
): Account {
  const type = purpose === 'ordinals' || (purpose !== 'payment' && isTaproot(address)) ? 'ordinal' : 'payment'
  return { namespace: 'bip122', address, type, ...(publicKey ? { publicKey } : {}) }
}

/** A bech32m address of witness version 1, of any network (pure: the wallet's accounts arrive at page load). */
function isTaproot(address: string): boolean {
  const decoded = typeof address === 'string' ? bech32Decode(address) : undefined
  return (
    decoded?.encoding === 'bech32m' &&
    decoded.words[0] === 1 &&
    fromWords(decoded.words.slice(1)) !== undefined
  )
}
