import { formatUnits } from '@portico/core'
import type { EsploraClient, EsploraRequestErrorType } from '../esplora/createEsploraClient.js'

export type GetBalanceParameters = { address: string; decimals?: number | undefined; symbol: string }
export type GetBalanceReturnType = {
  /** Confirmed + unconfirmed, in display units. */
  balance: string
  symbol: string
  /** Satoshis in blocks, and the mempool's net change. */
  confirmed: bigint
  unconfirmed: bigint
  total: bigint
}

export type GetBalanceErrorType = EsploraRequestErrorType

/**
 * The balance of an address from its UTXOs (Esplora's funded − spent, chain and mempool).
 *
 * @example
 * const { balance, confirmed } = await getBalance(client, { address, symbol: 'BTC' })
 */
export async function getBalance(
  client: EsploraClient,
  { address, decimals = 8, symbol }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  const { chain_stats: chain, mempool_stats: mempool } = await client.getAddress(address)
  const confirmed = BigInt(chain.funded_txo_sum) - BigInt(chain.spent_txo_sum)
  const unconfirmed = BigInt(mempool.funded_txo_sum) - BigInt(mempool.spent_txo_sum)
  const total = confirmed + unconfirmed
  return { balance: formatUnits(total, decimals), symbol, confirmed, unconfirmed, total }
}
