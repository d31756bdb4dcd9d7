import type { PublicClient } from 'viem'
import type { ChainClients } from '../chain/clients.js'
import type { ApiConfig } from '../config.js'
import type { UtxoNode } from '../esplora/createUtxoNodes.js'
import type { SiwxMessageFields } from './parseSiwxMessage.js'

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

function served(chains: SiwxChains, caipNetworkId: string): SiwxNamespace | undefined {
  const namespace = caipNetworkId.split(':')[0] as SiwxNamespace
  if (!namespaces.includes(namespace)) return undefined
  const known =
    namespace === 'eip155' ? chains.eip155(caipNetworkId) !== undefined : chains[namespace].has(caipNetworkId)
  return known ? namespace : undefined
}

/**
 * The served chain a message's `Chain ID` names: the whole CAIP-2 id, or its reference — a number for EIP-4361
 * (`… with your Ethereum account`), else the reference of exactly one served chain (genesis-hash references
 * do not collide). EIP-4361 messages must name an eip155 chain and Sign-In-With-Solana ones a solana chain.
 */
export function resolveSiwxChain(chains: SiwxChains, fields: SiwxMessageFields): ResolveSiwxChainReturnType {
  const { chainId, chainName } = fields
  let caipNetworkId: string | undefined
  if (chainId.includes(':')) caipNetworkId = chainId
  else if (chainName === 'Ethereum')
    caipNetworkId = /^\d{1,18}$/.test(chainId) ? `eip155:${chainId}` : undefined
  else {
    const all = [
      ...[...chains.solana, ...chains.polkadot, ...chains.bip122.keys()].filter(
        (id) => id.slice(id.indexOf(':') + 1) === chainId,
      ),
    ]
    caipNetworkId = all.length === 1 ? all[0] : undefined
  }
  const namespace = caipNetworkId ? served(chains, caipNetworkId) : undefined
  if (!caipNetworkId || !namespace) {
    return { ok: false, reason: `Chain ID ${chainId} is not a chain this API serves` }
  }
  if ((chainName === 'Ethereum') !== (namespace === 'eip155')) {
    return { ok: false, reason: 'EIP-4361 messages ("Ethereum account") are for eip155 chains only' }
  }
  if (chainName === 'Solana' && namespace !== 'solana') {
    return { ok: false, reason: 'Sign-In-With-Solana messages ("Solana account") are for solana chains only' }
  }
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
