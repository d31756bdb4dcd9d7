import { isSs58Address, type PolkadotNodes } from '../chain/polkadotNodes.js'
import { ValidationError } from '../middleware/validate.js'
import type { AccountReader } from './AccountReader.js'

const POLKADOT_CHAIN_ID = /^polkadot:[0-9a-f]{32}$/

export type PolkadotReaderParameters = {
  nodes: PolkadotNodes
  iconUrl: (symbol: string) => string
}

/**
 * `polkadot:` accounts, read from their Substrate node: the native balance only (the transferable amount,
 * in the chain's decimals and symbol; there is no price source, so price and value are 0). No history.
 */
export function createPolkadotReader({ nodes, iconUrl }: PolkadotReaderParameters): AccountReader {
  return {
    chains(chainId) {
      if (chainId === undefined) return []
      if (!POLKADOT_CHAIN_ID.test(chainId)) {
        throw new ValidationError('query.chainId', 'Expected a CAIP-2 polkadot id')
      }
      if (!nodes.has(chainId)) throw new ValidationError('query.chainId', `Chain ${chainId} is not supported`)
      return [chainId]
    },
    address(address, field) {
      if (!isSs58Address(address)) throw new ValidationError(field, 'Not an SS58 address')
      return address
    },
    async balances(chainId, address) {
      const { formatted, symbol, decimals } = await nodes.balance(chainId, address)
      return [
        {
          name: symbol,
          symbol,
          chainId,
          value: 0,
          price: 0,
          iconUrl: iconUrl(symbol),
          quantity: { decimals: String(decimals), numeric: formatted },
        },
      ]
    },
  }
}
