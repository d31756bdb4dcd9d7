import type { Account } from '@portico/core'
import { getAddress } from 'viem'

/** A wallet address as a Portico account (checksummed). */
export function toAccount(address: string): Account {
  return { namespace: 'eip155', address: getAddress(address), type: 'eoa' }
}
