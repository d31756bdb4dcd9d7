import type { ApiPromise } from '@polkadot/api'
import type {} from '@polkadot/api-augment'
import type { ProviderInterface } from '@polkadot/rpc-provider/types'
import type { Network } from '@portico/core'
import { ChainMismatchError, ChainNotConfiguredError } from '../errors/connector.js'

/** A connected chain and what the adapter reads from it once. */
export type ChainClient = {
  api: ApiPromise
  caipNetworkId: string
  genesisHash: `0x${string}`
  ss58Format: number
  /** From the chain's properties (tokenDecimals / tokenSymbol), the network's config when it has none. */
  decimals: number
  symbol: string
  existentialDeposit: bigint
}

export type ChainClients = {
  get(network: Network): Promise<ChainClient>
  /** The WebSocket URL used for a network. */
  urlOf(network: Network): string
  disconnect(): Promise<void>
}

/** The CAIP-2 reference of a genesis hash: its first 32 hex characters. */
export const caipReference = (genesisHash: string) => genesisHash.replace(/^0x/, '').slice(0, 32)

/**
 * One @polkadot/api connection per network, opened on first use, to `rpcUrls[caipNetworkId]` or the
 * network's first WebSocket URL. The node's genesis hash must match the network's CAIP-2 id. @polkadot/api
 * (with its codecs and the WASM crypto of @polkadot/util-crypto) is imported with the first connection, not
 * with this module: a page that never reads a Polkadot chain does not load it.
 */
export function createChainClients(rpcUrls: Readonly<Record<string, string>> = {}): ChainClients {
  const clients = new Map<string, Promise<ChainClient>>()

  function urlOf(network: Network): string {
    const url = rpcUrls[network.caipNetworkId] ?? network.rpcUrls.default.webSocket?.[0]
    if (!url)
      throw new ChainNotConfiguredError(network.caipNetworkId, {
        namespace: 'polkadot',
        details: 'No WebSocket URL',
      })
    return url
  }

  async function open(network: Network): Promise<ChainClient> {
    const url = urlOf(network)
    const { ApiPromise, WsProvider } = await import('@polkadot/api')
    const provider = new WsProvider(url, 1_000) as unknown as ProviderInterface
    const api = await ApiPromise.create({ provider, noInitWarn: true, throwOnConnect: true })
    const genesisHash = api.genesisHash.toHex()
    if (caipReference(genesisHash) !== network.caipNetworkId.split(':')[1]) {
      await api.disconnect()
      throw new ChainMismatchError({ caipNetworkId: network.caipNetworkId, genesisHash })
    }
    return {
      api,
      caipNetworkId: network.caipNetworkId,
      genesisHash,
      ss58Format: api.registry.chainSS58 ?? 42,
      decimals: api.registry.chainDecimals[0] ?? network.nativeCurrency.decimals,
      symbol: api.registry.chainTokens[0] ?? network.nativeCurrency.symbol,
      existentialDeposit: api.consts.balances.existentialDeposit.toBigInt(),
    }
  }

  return {
    urlOf,
    get(network) {
      let client = clients.get(network.caipNetworkId)
      if (!client) {
        client = open(network)
        clients.set(network.caipNetworkId, client)
        // A failed connection is retried on the next call.
        client.catch(() => clients.delete(network.caipNetworkId))
      }
      return client
    },
    async disconnect() {
      const all = [...clients.values()]
      clients.clear()
      await Promise.all(all.map(async (client) => (await client.catch(() => undefined))?.api.disconnect()))
    },
  }
}
