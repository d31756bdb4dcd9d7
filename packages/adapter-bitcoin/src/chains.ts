import type { Network as BitcoinJsNetwork } from 'bitcoinjs-lib'

export type { BitcoinJsNetwork }

/** What the adapter needs to know about one UTXO chain. */
export type BitcoinChain = {
  /** `bip122:` + the first 32 hex characters of the genesis block hash. */
  caipNetworkId: `bip122:${string}`
  /** bitcoinjs-lib parameters: address prefixes, WIF byte, message prefix. */
  params: BitcoinJsNetwork
  /** Base URL of an Esplora-compatible API (…/api on mempool.space, `<portico api>/esplora/<id>` locally). */
  esploraUrl: string
  /** The node policy's dust relay fee in sat/vB (Bitcoin Core: 3; litecoind: 30). */
  dustRelayFeeRate: number
  /** Lowest fee rate nodes relay, sat/vB (Bitcoin Core and litecoind: 1). */
  minRelayFeeRate: number
  /** Wallet Standard chain ids a wallet may use for this chain (`bitcoin:mainnet`…), the CAIP-2 id included. */
  walletChains: readonly string[]
  /** The network's name in sats-connect's `wallet_changeNetwork` (Mainnet, Testnet, Signet, Regtest). */
  satsConnectNetwork?: string | undefined
}

export type DefineBitcoinChainParameters = Omit<
  BitcoinChain,
  'dustRelayFeeRate' | 'minRelayFeeRate' | 'walletChains'
> &
  Partial<Pick<BitcoinChain, 'dustRelayFeeRate' | 'minRelayFeeRate' | 'walletChains'>>

/** A chain with Bitcoin Core's relay policy unless told otherwise; the CAIP-2 id is always a wallet chain. */
export function defineBitcoinChain(parameters: DefineBitcoinChainParameters): BitcoinChain {
  const walletChains = parameters.walletChains ?? []
  return {
    ...parameters,
    dustRelayFeeRate: parameters.dustRelayFeeRate ?? 3,
    minRelayFeeRate: parameters.minRelayFeeRate ?? 1,
    walletChains: walletChains.includes(parameters.caipNetworkId)
      ? walletChains
      : [...walletChains, parameters.caipNetworkId],
  }
}

const bitcoinParams: BitcoinJsNetwork = {
  messagePrefix: '\x18Bitcoin Signed Message:\n',
  bech32: 'bc',
  bip32: { public: 0x0488b21e, private: 0x0488ade4 },
  pubKeyHash: 0x00,
  scriptHash: 0x05,
  wif: 0x80,
}

const testParams: BitcoinJsNetwork = {
  messagePrefix: '\x18Bitcoin Signed Message:\n',
  bech32: 'tb',
  bip32: { public: 0x043587cf, private: 0x04358394 },
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}

export const bitcoinMainnet = defineBitcoinChain({
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  params: bitcoinParams,
  esploraUrl: 'https://mempool.space/api',
  walletChains: ['bitcoin:mainnet'],
  satsConnectNetwork: 'Mainnet',
})

export const bitcoinTestnet = defineBitcoinChain({
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  params: testParams,
  esploraUrl: 'https://mempool.space/testnet/api',
  walletChains: ['bitcoin:testnet'],
  satsConnectNetwork: 'Testnet',
})

export const bitcoinTestnet4 = defineBitcoinChain({
  caipNetworkId: 'bip122:00000000da84f2bafbbc53dee25a72ae',
  params: testParams,
  esploraUrl: 'https://mempool.space/testnet4/api',
  walletChains: ['bitcoin:testnet4'],
  satsConnectNetwork: 'Testnet4',
})

export const bitcoinSignet = defineBitcoinChain({
  caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
  params: testParams,
  esploraUrl: 'https://mempool.space/signet/api',
  walletChains: ['bitcoin:signet'],
  satsConnectNetwork: 'Signet',
})

/** The adapter's default chains: Bitcoin mainnet, testnet3, testnet4 and signet. */
export const defaultBitcoinChains: readonly BitcoinChain[] = [
  bitcoinMainnet,
  bitcoinTestnet,
  bitcoinTestnet4,
  bitcoinSignet,
]
