import { defineNetwork, type Network } from '@portico/core'
import { createSolanaDevWallet, type SolanaDevWallet } from '@portico/dev-wallet/solana'
import { type SolanaDevnet, startSolanaDevnet } from '@portico/devnet-solana'
import type { Wallet } from '@wallet-standard/base'
import type { WalletsRegistry } from '../connectors/createConnectorStore.js'

export type World = {
  devnet: SolanaDevnet
  network: Network
  registry: ReturnType<typeof createRegistry>
  dev: SolanaDevWallet
  stop(): Promise<void>
}

/** The litesvm devnet, a network for it, and the Solana dev wallet (the devnet's first account) registered. */
export async function startWorld(): Promise<World> {
  const devnet = await startSolanaDevnet()
  const network = defineNetwork({
    id: devnet.caipNetworkId.slice('solana:'.length),
    name: 'Solana Local',
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [devnet.rpcUrl], webSocket: [devnet.wsUrl] } },
    testnet: true,
  })
  const registry = createRegistry()
  const dev = createSolanaDevWallet({
    rpcUrl: devnet.rpcUrl,
    chains: [devnet.caipNetworkId],
    policy: 'approve',
  })
  dev.register(registry)
  return { devnet, network, registry, dev, stop: () => devnet.stop() }
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
