import { defineNetwork, type Network } from '@portico/core'
import type { DemoSolana } from './world.js'

/** The local Solana chain as a core network (its RPC and WebSocket URLs). */
export function solanaNetwork(solana: DemoSolana): Network {
  return defineNetwork({
    id: solana.caipNetworkId.slice('solana:'.length),
    name: solana.name,
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.rpcUrl], webSocket: [solana.wsUrl] } },
    // Like the devnet chains: a local chain whose balance is real (core shows testnet balances as 0).
    testnet: false,
  }) as Network
}
