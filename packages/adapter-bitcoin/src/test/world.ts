import { defineNetwork, type Network } from '@portico/core'
import { type BitcoinDevnet, startBitcoinDevnet } from '@portico/devnet-bitcoin'
import type { Wallet } from '@wallet-standard/base'
import { type BitcoinChain, defineBitcoinChain } from '../chains.js'
import type { WalletsRegistry } from '../connectors/createConnectorStore.js'

type NodeConfig = {
  rpcUrl: string
  rpcAuth: { username: string; password: string }
  fallbackFeeRate?: number
}
type EsploraRoutes = (parameters: { nodes: unknown }) => {
  fetch(request: Request): Response | Promise<Response>
}
type CreateUtxoNodes = (nodes: Record<string, NodeConfig>) => unknown

// The API's Esplora routes (@portico/api's package export), served in-process: the adapter's fetch goes
// straight to the Hono app. Imported by a name held in a variable, so this package's typecheck does not
// compile the API's TypeScript sources.
const apiModule = '@portico/api'

export const FEE_RATE = 2

export type World = {
  devnet: BitcoinDevnet
  chain: BitcoinChain
  network: Network
  fetch: typeof fetch
  stop(): Promise<void>
}

/** litecoind regtest + the API's Esplora routes for it, with a fallback fee rate of 2 sat/vB. */
export async function startWorld(): Promise<World> {
  const devnet = await startBitcoinDevnet()
  const { esploraRoutes, createUtxoNodes } = (await import(/* @vite-ignore */ apiModule)) as {
    esploraRoutes: EsploraRoutes
    createUtxoNodes: CreateUtxoNodes
  }
  const { rpcUrl, rpcAuth, caipNetworkId } = devnet
  const nodes = createUtxoNodes({ [caipNetworkId]: { rpcUrl, rpcAuth, fallbackFeeRate: FEE_RATE } })
  const app = esploraRoutes({ nodes })
  const esploraUrl = `http://esplora.test/${caipNetworkId}`
  const chain = defineBitcoinChain({
    caipNetworkId,
    params: devnet.network,
    esploraUrl,
    dustRelayFeeRate: devnet.dustRelayFeeRate,
    minRelayFeeRate: devnet.minRelayFeeRate,
  })
  const network = defineNetwork({
    id: caipNetworkId.slice('bip122:'.length),
    name: 'Litecoin Regtest',
    chainNamespace: 'bip122',
    nativeCurrency: { name: 'Regtest Litecoin', symbol: 'rLTC', decimals: 8 },
    rpcUrls: { default: { http: [esploraUrl] } },
    testnet: true,
  })
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) =>
    app.fetch(new Request(input, init))) as typeof fetch
  return { devnet, chain, network, fetch: fetchFn, stop: () => devnet.stop() }
}

/** A Wallet Standard registry of the test's own (the page-wide one of @wallet-standard/app is a singleton). */
export function createRegistry(): WalletsRegistry & { register(...wallets: Wallet[]): () => void } {
  const wallets = new Set<Wallet>()
  const listeners = {
    register: new Set<(...w: Wallet[]) => void>(),
    unregister: new Set<(...w: Wallet[]) => void>(),
  }
  return {
    get: () => [...wallets],
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register(...added) {
      for (const wallet of added) wallets.add(wallet)
      for (const listener of listeners.register) listener(...added)
      return () => {
        for (const wallet of added) wallets.delete(wallet)
        for (const listener of listeners.unregister) listener(...added)
      }
    },
  }
}

/** Satoshis as a node amount string. */
export const coins = (sats: bigint) =>
  `${sats / 100_000_000n}.${(sats % 100_000_000n).toString().padStart(8, '0')}`
