import { TransactionNotFoundError, WaitForTransactionTimeoutError } from '../errors/esplora.js'
import type { EsploraClient, EsploraRequestErrorType } from '../esplora/createEsploraClient.js'
import { type GetTransactionStatusReturnType, getTransactionStatus } from './getTransactionStatus.js'

export type WaitForTransactionParameters = {
  hash: string
  /** Default 1. */
  confirmations?: number | undefined
  /** ms between polls; default 2000. */
  pollingInterval?: number | undefined
  /** ms; default 10 minutes (a Bitcoin block's average interval). */
  timeout?: number | undefined
  signal?: AbortSignal | undefined
  /** Called on every poll with the status seen. */
  onStatus?: ((status: GetTransactionStatusReturnType) => void) | undefined
}
export type WaitForTransactionReturnType = Extract<GetTransactionStatusReturnType, { confirmed: true }>
/** Timed out, aborted through `signal` (its reason), or the API's error. */
export type WaitForTransactionErrorType = WaitForTransactionTimeoutError | EsploraRequestErrorType | Error

/**
 * Polls the transaction's status until it has `confirmations` blocks. A transaction the API does not know
 * yet (just broadcast) is polled again; throws `WaitForTransactionTimeoutError` after `timeout`.
 *
 * @example
 * const { blockHeight } = await waitForTransaction(client, { hash, confirmations: 2 })
 */
export async function waitForTransaction(
  client: EsploraClient,
  {
    hash,
    confirmations = 1,
    pollingInterval = 2000,
    timeout = 600_000,
    signal,
    onStatus,
  }: WaitForTransactionParameters,
): Promise<WaitForTransactionReturnType> {
  const deadline = Date.now() + timeout
  for (;;) {
    signal?.throwIfAborted()
    try {
      const status = await getTransactionStatus(client, { hash })
      onStatus?.(status)
      if (status.confirmed && status.confirmations >= confirmations) return status
    } catch (error) {
      if (!(error instanceof TransactionNotFoundError)) throw error
    }
    if (Date.now() + pollingInterval > deadline)
      throw new WaitForTransactionTimeoutError({ txid: hash, timeout })
    await new Promise((resolve) => setTimeout(resolve, pollingInterval))
  }
}
