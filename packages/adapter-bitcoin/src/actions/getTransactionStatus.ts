import type { TransactionNotFoundError } from '../errors/esplora.js'
import type { EsploraClient, EsploraRequestErrorType } from '../esplora/createEsploraClient.js'

export type GetTransactionStatusParameters = { hash: string }
export type GetTransactionStatusReturnType =
  | { confirmed: false; confirmations: 0 }
  | { confirmed: true; confirmations: number; blockHeight: number; blockHash: string; blockTime: number }

export type GetTransactionStatusErrorType = TransactionNotFoundError | EsploraRequestErrorType

/**
 * Whether a transaction is in a block, and how deep. Unknown transactions throw `TransactionNotFoundError`.
 *
 * @example
 * const status = await getTransactionStatus(client, { hash })
 * if (status.confirmed) console.log(status.confirmations)
 */
export async function getTransactionStatus(
  client: EsploraClient,
  { hash }: GetTransactionStatusParameters,
): Promise<GetTransactionStatusReturnType> {
  const status = await client.getTxStatus(hash)
  if (!status.confirmed || status.block_height === undefined) return { confirmed: false, confirmations: 0 }
  const tip = await client.getTipHeight()
  return {
    confirmed: true,
    confirmations: Math.max(tip - status.block_height + 1, 1),
    blockHeight: status.block_height,
    blockHash: status.block_hash ?? '',
    blockTime: status.block_time ?? 0,
  }
}
