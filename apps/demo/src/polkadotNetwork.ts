import { definePolkadotNetwork } from '@portico/adapter-polkadot'
import type { Network } from '@portico/core'
import type { DemoPolkadot } from './world.js'

/** The chopsticks chain as a core network (WebSocket URL for @polkadot/api). */
export function polkadotNetwork(polkadot: DemoPolkadot): Network {
  return definePolkadotNetwork({
    genesisHash: polkadot.genesisHash,
    name: polkadot.name,
    wsUrl: polkadot.wsUrl,
    symbol: polkadot.symbol,
    decimals: polkadot.decimals,
    // Like the devnet chains: a local chain whose balance is real (core shows testnet balances as 0).
    testnet: false,
  })
}
