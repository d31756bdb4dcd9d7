import { defineNetwork, type Network } from '@portico/core'
import { caipReference } from './utils/chainClient.js'

export type DefinePolkadotNetworkParameters = {
  /** The chain's genesis hash (0x + 64 hex); the CAIP-2 id is `polkadot:` + its first 32 hex characters. */
  genesisHash: string
  name: string
  wsUrl: string
  symbol: string
  decimals: number
  testnet?: boolean | undefined
}

/** A core `Network` for a Substrate chain reached over WebSocket (a local chain, a testnet, ...). */
export function definePolkadotNetwork(parameters: DefinePolkadotNetworkParameters): Network {
  const { genesisHash, name, wsUrl, symbol, decimals, testnet } = parameters
  const httpUrl = wsUrl.replace(/^ws/, 'http')
  return defineNetwork({
    id: caipReference(genesisHash),
    name,
    chainNamespace: 'polkadot',
    nativeCurrency: { name: symbol, symbol, decimals },
    rpcUrls: { default: { http: [httpUrl], webSocket: [wsUrl] } },
    testnet,
  })
}
