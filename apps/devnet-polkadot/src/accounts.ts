import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import type { DevAccount } from './types.js'

/** The well-known Substrate development accounts (sr25519 keys derived from the dev phrase). */
export const DEV_ACCOUNT_NAMES = ['Alice', 'Bob', 'Charlie', 'Dave', 'Eve', 'Ferdie'] as const

/** Dev accounts with their addresses in the chain's SS58 format. */
export async function devAccounts(ss58Format: number): Promise<DevAccount[]> {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format })
  return DEV_ACCOUNT_NAMES.map((name) => {
    const pair = keyring.addFromUri(`//${name}`)
    return {
      name,
      uri: `//${name}`,
      address: pair.address,
      publicKey: `0x${Buffer.from(pair.publicKey).toString('hex')}`,
    }
  })
}
