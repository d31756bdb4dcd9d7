import { type AddressIndex, createAddressIndex, type NodeTx } from './createAddressIndex.js'
import { type BlockCache, createBlockCache } from './createBlockCache.js'
import { createNodeRpc, type NodeRpc, type NodeRpcAuth } from './nodeRpc.js'
import { type AddressScan, scanAddress } from './scanAddress.js'

export type UtxoNodeConfig = {
  rpcUrl: string
  rpcAuth: NodeRpcAuth
  /** sat/vB for targets the node has no estimate for (a fresh regtest chain); default its minimum relay fee. */
  fallbackFeeRate?: number | undefined
  /** The coin as the balance and history routes name it; default Bitcoin, BTC. */
  name?: string | undefined
  symbol?: string | undefined
}

/** A Bitcoin Core-like node with what the routes keep about it. */
export type UtxoNode = {
  caipNetworkId: string
  config: UtxoNodeConfig
  name: string
  symbol: string
  rpc: NodeRpc
  blocks: BlockCache
  index: AddressIndex
  mempool: Map<string, NodeTx>
  /** The output script of an address valid on this chain, else undefined. */
  scriptOf(address: string): Promise<string | undefined>
  /** Confirmed and mempool UTXOs of an output script (one `scantxoutset` at a time per node). */
  scan(script: string): Promise<AddressScan>
}

/** One handle per configured UTXO node, by CAIP-2 id; shared by the Esplora and the /v1 routes. */
export function createUtxoNodes(nodes: Readonly<Record<string, UtxoNodeConfig>>): Map<string, UtxoNode> {
  return new Map(
    Object.entries(nodes).map(([caipNetworkId, config]) => {
      const rpc = createNodeRpc(config)
      const blocks = createBlockCache(rpc)
      const mempool = new Map<string, NodeTx>()
      let scanning: Promise<unknown> = Promise.resolve()
      const node: UtxoNode = {
        caipNetworkId,
        config,
        name: config.name ?? 'Bitcoin',
        symbol: config.symbol ?? 'BTC',
        rpc,
        blocks,
        index: createAddressIndex(rpc),
        mempool,
        async scriptOf(address) {
          if (address.length > 100) return undefined
          const result = await rpc.call<{ isvalid: boolean; scriptPubKey?: string }>('validateaddress', [
            address,
          ])
          return result.isvalid ? result.scriptPubKey : undefined
        },
        scan(script) {
          const next = scanning.then(
            () => scanAddress(rpc, blocks, mempool, script),
            () => scanAddress(rpc, blocks, mempool, script),
          )
          scanning = next.catch(() => {})
          return next
        },
      }
      return [caipNetworkId, node] as const
    }),
  )
}
