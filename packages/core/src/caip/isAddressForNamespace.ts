import { type BitcoinNetwork, isBitcoinAddress } from './isBitcoinAddress.js'
import { isEvmAddress } from './isEvmAddress.js'
import { isPolkadotAddress } from './isPolkadotAddress.js'
import { isSolanaAddress } from './isSolanaAddress.js'
import type { ChainNamespace } from './types.js'

/** bip122 references (genesis hash prefixes) of the Bitcoin networks. */
const bitcoinReferences: Record<string, BitcoinNetwork> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'testnet',
}

// Signet shares testnet's formats.
const bitcoinNetworks: readonly BitcoinNetwork[] = ['mainnet', 'testnet', 'regtest']

/**
 * True when `address` has the format of `namespace`'s addresses. For bip122 a known `reference`
 * (CAIP-2 reference) narrows the check to that network; otherwise any Bitcoin network is accepted.
 */
export function isAddressForNamespace(
  namespace: ChainNamespace,
  address: string,
  reference?: string,
): boolean {
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(address)
    case 'solana':
      return isSolanaAddress(address)
    case 'polkadot':
      return isPolkadotAddress(address)
    case 'bip122': {
      const network = reference === undefined ? undefined : bitcoinReferences[reference]
      if (network) return isBitcoinAddress(address, network)
      return bitcoinNetworks.some((each) => isBitcoinAddress(address, each))
    }
    default:
      return false
  }
}
