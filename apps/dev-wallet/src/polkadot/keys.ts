import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'

/** The default accounts: the well-known sr25519 dev keys. Never hold real funds with them. */
export const polkadotDevAccounts = ['//Alice', '//Bob'] as const

/** Name shown for a secret URI: `//Alice` → `Alice`, anything else → `Account N`. */
const nameOf = (uri: string, index: number) =>
  /^\/\/[A-Za-z]+$/.test(uri) ? uri.slice(2) : `Account ${index + 1}`

/** sr25519 keyring pairs of the secret URIs (call after `cryptoWaitReady()`). */
export function createPairs(
  uris: readonly string[],
  ss58Format: number,
): { pair: KeyringPair; name: string }[] {
  const keyring = new Keyring({ type: 'sr25519', ss58Format })
  return uris.map((uri, index) => ({
    pair: keyring.addFromUri(uri, { name: nameOf(uri, index) }),
    name: nameOf(uri, index),
  }))
}
