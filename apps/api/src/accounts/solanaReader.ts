import type { SolanaNodeConfig } from '../config.js'
import { ValidationError } from '../middleware/validate.js'
import { readSolanaBalances } from '../solana/readSolanaBalances.js'
import { decodeSolanaCursor, readSolanaHistory } from '../solana/readSolanaHistory.js'
import { createSolanaRpc, type SolanaRpc } from '../solana/solanaRpc.js'
import type { AccountReader } from './AccountReader.js'

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export type SolanaReaderParameters = {
  nodes: readonly SolanaNodeConfig[]
  iconUrl: (symbol: string) => string
}

/**
 * `solana:` accounts, read over the configured nodes' JSON-RPC: SOL plus each listed token held (prices
 * fixed by the configuration), and the signatures of the account and of its token accounts as history.
 */
export function createSolanaReader({ nodes, iconUrl }: SolanaReaderParameters): AccountReader {
  const served = new Map(
    nodes.map((node) => [node.caipNetworkId, { node, rpc: createSolanaRpc(node.rpcUrl) }] as const),
  )
  const nodeOf = (chainId: string): { node: SolanaNodeConfig; rpc: SolanaRpc } => {
    const found = served.get(chainId)
    if (!found) throw new ValidationError('query.chainId', `Chain ${chainId} is not supported`)
    return found
  }
  return {
    chains(chainId) {
      if (chainId === undefined) return [...served.keys()]
      nodeOf(chainId)
      return [chainId]
    },
    address(address, field) {
      if (!SOLANA_ADDRESS.test(address)) throw new ValidationError(field, 'Not a Solana address')
      return address
    },
    balances(chainId, address) {
      const { rpc, node } = nodeOf(chainId)
      return readSolanaBalances(rpc, node, address, iconUrl)
    },
    async history(chainIds, address, encoded) {
      const cursor = encoded === undefined ? undefined : decodeSolanaCursor(encoded)
      if (encoded !== undefined && !cursor) throw new ValidationError('query.cursor', 'Unknown cursor')
      // A Solana history cursor names one chain's signature: pages are per chain.
      const [chainId] = chainIds
      if (chainId === undefined || chainIds.length > 1) {
        throw new ValidationError('query.chainId', 'Name the solana: chain whose history to read')
      }
      const { rpc, node } = nodeOf(chainId)
      return readSolanaHistory(rpc, node, address, cursor, iconUrl)
    },
  }
}
