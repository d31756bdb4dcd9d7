import type { UtxoNode } from '../esplora/createUtxoNodes.js'
import { ValidationError } from '../middleware/validate.js'
import { readUtxoBalance } from '../utxo/utxoBalance.js'
import { readUtxoHistory } from '../utxo/utxoHistory.js'
import { utxoScriptOf } from '../utxo/utxoScriptOf.js'
import type { AccountReader } from './AccountReader.js'

const BIP122_CHAIN_ID = /^bip122:[0-9a-f]{32}$/

export type Bip122ReaderParameters = {
  nodes: ReadonlyMap<string, UtxoNode>
  iconUrl: (symbol: string) => string
}

/**
 * `bip122:` accounts, read from the configured UTXO nodes (Bitcoin Core RPC): the balance is confirmed plus
 * mempool, the history lists confirmed transactions 20 a page.
 */
export function createBip122Reader({ nodes, iconUrl }: Bip122ReaderParameters): AccountReader {
  const nodeOf = (chainId: string): UtxoNode => {
    const node = nodes.get(chainId)
    if (!node) throw new ValidationError('query.chainId', `Chain ${chainId} is not supported`)
    return node
  }
  // The node knows its chain's address formats: it validates, and names the output script.
  const scriptOf = (chainId: string, address: string) => utxoScriptOf(nodeOf(chainId), address)
  const chains = (chainId: string | undefined) => {
    if (chainId === undefined) return [...nodes.keys()]
    if (!BIP122_CHAIN_ID.test(chainId))
      throw new ValidationError('query.chainId', 'Expected a CAIP-2 bip122 id')
    nodeOf(chainId)
    return [chainId]
  }
  return {
    chains,
    async address(address, field, chainId) {
      for (const each of chains(chainId)) await utxoScriptOf(nodeOf(each), address, field)
      return address
    },
    async balances(chainId, address) {
      return readUtxoBalance(nodeOf(chainId), await scriptOf(chainId, address), iconUrl)
    },
    async history(chainIds, address, cursor) {
      const [chainId] = chainIds
      if (chainId === undefined || chainIds.length > 1) {
        throw new ValidationError('query.chainId', 'Name the bip122: chain whose history to read')
      }
      const node = nodeOf(chainId)
      const script = await scriptOf(chainId, address)
      const page = await readUtxoHistory({ node, address, script, cursor, iconUrl })
      if (!page) throw new ValidationError('query.cursor', 'Unknown cursor')
      return page
    },
  }
}
