import { defineBitcoinChain } from '@portico/adapter-bitcoin'
import { defineNetwork, type Network } from '@portico/core'
import type { DemoBitcoin } from './world.js'

/** The regtest chain as the Bitcoin adapter's chain and as a core network. */
export function bitcoinNetwork(bitcoin: DemoBitcoin) {
  const chain = defineBitcoinChain({
    caipNetworkId: bitcoin.caipNetworkId,
    params: bitcoin.params,
    esploraUrl: bitcoin.esploraUrl,
    dustRelayFeeRate: bitcoin.dustRelayFeeRate,
    minRelayFeeRate: bitcoin.minRelayFeeRate,
  })
  const network = defineNetwork({
    id: bitcoin.caipNetworkId.slice('bip122:'.length),
    name: bitcoin.name,
    chainNamespace: 'bip122',
    nativeCurrency: { name: 'Bitcoin', symbol: bitcoin.symbol, decimals: 8 },
    rpcUrls: { default: { http: [bitcoin.esploraUrl] } },
    // Like the devnet chains: a local chain whose balance is real (core shows testnet balances as 0).
    testnet: false,
  }) as Network
  return { chain, network }
}
