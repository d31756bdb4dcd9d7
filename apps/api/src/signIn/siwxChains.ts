import type { PublicClient } from 'viem'
import type { ChainClients } from '../chain/clients.js'
import type { ApiConfig } from '../config.js'
import type { UtxoNode } from '../esplora/createUtxoNodes.js'

/** The CAIP-2 namespaces sign-in serves. */
export type SiwxNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122'

/** A Bitcoin-like chain sign-in can check addresses on. */
export type SiwxUtxoChain = {
  /** The output script (hex) of an address of this chain, else undefined; throws when the node is unreachable. */
  scriptOf(address: string): Promise<string | undefined>
  /** The chain's signed-message prefix, its length byte included. */
  messagePrefix: string
}

/** The chains this API serves, by CAIP-2 id: the only ones a sign-in message may name. */
export type SiwxChains = {
  eip155(caipNetworkId: string): PublicClient | undefined
  solana: ReadonlySet<string>
  polkadot: ReadonlySet<string>
  bip122: ReadonlyMap<string, SiwxUtxoChain>
}

export type ResolveSiwxChainReturnType =
  | { ok: true; namespace: SiwxNamespace; caipNetworkId: string }
  | { ok: false; reason: string }

const namespaces: readonly SiwxNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122']

/**
 * The served chain a message names: its CAIP-2 id (the parser builds it from the account word's namespace —
 * `Ethereum` is eip155 — and the `Chain ID` line), if this API serves it.
 */
export function resolveSiwxChain(chains: SiwxChains, caipNetworkId: string): ResolveSiwxChainReturnType {
  const namespace = caipNetworkId.split(':')[0] as SiwxNamespace
  const known =
    namespaces.includes(namespace) &&
    (namespace === 'eip155'
      ? chains.eip155(caipNetworkId) !== undefined
      : chains[namespace].has(caipNetworkId))
  if (!known) return { ok: false, reason: `Chain ID ${caipNetworkId} is not a chain this API serves` }
  return { ok: true, namespace, caipNetworkId }
}

/** Bitcoin's signed-message prefix (length byte included): legacy signatures' default. */
export const BITCOIN_MESSAGE_PREFIX = '\x18Bitcoin Signed Message:\n'

/** The served chains of the configuration: eip155 clients, Solana and Polkadot nodes, UTXO nodes. */
export function createSiwxChains({
  config,
  clients,
  utxoNodes,
}: {
  config: Pick<ApiConfig, 'solanaNodes' | 'polkadotNodes' | 'bitcoinNodes'>
  clients: Pick<ChainClients, 'get'>
  utxoNodes: ReadonlyMap<string, Pick<UtxoNode, 'scriptOf'>>
}): SiwxChains {
  const bip122 = new Map<string, SiwxUtxoChain>()
  for (const node of config.bitcoinNodes) {
    const utxo = utxoNodes.get(node.caipNetworkId)
    if (!utxo) continue
    bip122.set(node.caipNetworkId, {
      scriptOf: (address) => utxo.scriptOf(address),
      messagePrefix: node.messagePrefix ?? BITCOIN_MESSAGE_PREFIX,
    })
  }
  return {
    eip155: (caipNetworkId) => clients.get(caipNetworkId),
    solana: new Set(config.solanaNodes.map((node) => node.caipNetworkId)),
    polkadot: new Set(config.polkadotNodes.map((node) => node.caipNetworkId)),
    bip122,
  }
}
