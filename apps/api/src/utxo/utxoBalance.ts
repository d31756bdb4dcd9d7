import { formatUnits } from 'viem'
import type { TokenBalance } from '../chain/readBalances.js'
import type { UtxoNode } from '../esplora/createUtxoNodes.js'

/**
 * The balance of an address on a UTXO chain in the shape of `/v1/account/{address}/balance`: one native
 * entry, confirmed plus mempool. No price source covers a local chain, so price and value are 0.
 */
export async function readUtxoBalance(
  node: UtxoNode,
  script: string,
  iconUrl: (symbol: string) => string,
): Promise<TokenBalance[]> {
  const { chain, mempool } = await node.scan(script)
  const sats = chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum
  return [
    {
      name: node.name,
      symbol: node.symbol,
      chainId: node.caipNetworkId,
      value: 0,
      price: 0,
      iconUrl: iconUrl(node.symbol),
      quantity: { decimals: '8', numeric: formatUnits(BigInt(sats), 8) },
    },
  ]
}
