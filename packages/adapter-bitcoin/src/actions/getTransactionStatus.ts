import type { EsploraClient } from '../esplora/createEsploraClient.js'

export type GetTransactionStatusParameters = { hash: string }
export type GetTransactionStatusReturnType =
  | { confirmed: false; confirmations: 0 }
  | { confirmed: true; confirmations: number; blockHeight: number; blockHash: string; blockTime: number }

/** Whether a transaction is in a block, and how deep. Unknown transactions throw `TransactionNotFoundError`. */
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
