import { HistoryWithoutAddressError } from '../../errors/thrown.js'
import { pathSegment } from '../buildUrl.js'
import type { TransactionsRequest, TransactionsResponse } from '../types/transactions.js'
import { isTransactionsReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `GET /v1/account/{account}/history`: one page of transactions on `caipNetworkId`, and the next cursor. */
export async function getTransactions(
  context: BlockchainApiContext,
  { account, caipNetworkId, cursor, onramp, signal, cache }: TransactionsRequest,
): Promise<TransactionsResponse> {
  if (!account) throw new HistoryWithoutAddressError()
  if (!context.isNetworkSupported(caipNetworkId)) return { data: [], next: undefined }
  const response = await context.get({
    path: `/v1/account/${pathSegment(account)}/history`,
    params: { cursor, onramp, chainId: caipNetworkId },
    signal,
    cache,
    validate: isTransactionsReply,
  })
  return { data: response.data ?? [], next: response.next ?? undefined }
}
