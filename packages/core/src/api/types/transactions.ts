import type { NetworkScoped } from './shared.js'

// `GET /v1/account/{address}/history`: the transaction history of an account.
// Field names follow the wire format, so some are snake_case.

export type TransactionDirection = 'in' | 'out' | 'self'
export type TransactionStatus = 'confirmed' | 'failed' | 'pending'
export type TransactionOperationType =
  | 'approve'
  | 'borrow'
  | 'burn'
  | 'buy'
  | 'cancel'
  | 'claim'
  | 'deploy'
  | 'deposit'
  | 'execute'
  | 'mint'
  | 'receive'
  | 'repay'
  | 'send'
  | 'stake'
  | 'trade'
  | 'unstake'
  | 'withdraw'

export type TransactionMetadata = {
  minedAt: string
  chain: string
  operationType: TransactionOperationType
  status: TransactionStatus
  sentFrom: string
  sentTo: string
}

export type TransactionFungibleInfo = {
  name?: string | undefined
  symbol: string
  icon?: { url: string } | undefined
}

export type TransactionNftInfo = {
  name: string
  content?: { preview?: { url: string } | undefined } | undefined
  flags: { is_spam: boolean }
}

export type TransactionTransfer = {
  fungible_info?: TransactionFungibleInfo | undefined
  nft_info?: TransactionNftInfo | undefined
  direction: TransactionDirection
  quantity: { numeric: string }
  value?: number | undefined
  price?: number | undefined
}

export type Transaction = { id: string; metadata: TransactionMetadata; transfers: TransactionTransfer[] }

export type TransactionsRequest = NetworkScoped & {
  /** The account address; required. */
  account: string
  cursor?: string | undefined
  /** On-ramp provider whose transactions to list, e.g. 'coinbase'. */
  onramp?: string | undefined
  signal?: AbortSignal | undefined
  /** Fetch cache mode; 'no-cache' for on-ramp history. */
  cache?: RequestCache | undefined
}
export type TransactionsResponse = { data: Transaction[]; next: string | undefined }
