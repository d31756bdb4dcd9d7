import {
  type ChainClient,
  createChainClients,
  getBalances,
  type PolkadotBalances,
} from '@portico/adapter-polkadot'
import type { Network } from '@portico/core'

export type PolkadotNodeConfig = { caipNetworkId: string; wsUrl: string; name?: string | undefined }

export type PolkadotNodes = {
  has(caipNetworkId: string): boolean
  /** The chain's balances of `address` (SS58 of any prefix); opens the node connection on first use. */
  balances(caipNetworkId: string, address: string): Promise<PolkadotBalances & { client: ChainClient }>
  close(): Promise<void>
}

/** Substrate nodes (e.g. the chopsticks devnet) reached with @polkadot/api through the Polkadot adapter. */
export function createPolkadotNodes(nodes: readonly PolkadotNodeConfig[]): PolkadotNodes {
  const clients = createChainClients()
  const networks = new Map<string, Network>(
    nodes.map(({ caipNetworkId, wsUrl, name }) => [
      caipNetworkId,
      {
        id: caipNetworkId.slice('polkadot:'.length),
        caipNetworkId: caipNetworkId as Network['caipNetworkId'],
        name: name ?? caipNetworkId,
        chainNamespace: 'polkadot',
        // The chain's own properties (decimals, symbol) win over these.
        nativeCurrency: { name: '', symbol: '', decimals: 0 },
        rpcUrls: { default: { http: [wsUrl.replace(/^ws/, 'http')], webSocket: [wsUrl] } },
      },
    ]),
  )
  return {
    has: (caipNetworkId) => networks.has(caipNetworkId),
    async balances(caipNetworkId, address) {
      const network = networks.get(caipNetworkId)
      if (!network) throw new Error(`No Polkadot node for ${caipNetworkId}`)
      const client = await clients.get(network)
      return { ...(await getBalances(client, address)), client }
    },
    close: () => clients.disconnect(),
  }
}
