import type { TokenBalance } from '../chain/readBalances.js'
import type { HistoryTransaction } from '../indexer/queryHistory.js'

/** A page of an account's history, newest first; `next` is the opaque cursor of the following page. */
export type HistoryPage = { data: HistoryTransaction[]; next: string | undefined }

/**
 * How the balance and history routes read the accounts of one CAIP-2 namespace. Each throws a
 * `ValidationError` naming the field for input it refuses, so bad input answers 400.
 */
export type AccountReader = {
  /**
   * The chains a request reads: the one `chainId` names, or every chain of the namespace the API serves
   * when the request names none. Refuses (`query.chainId`) a malformed or unserved chain id.
   */
  chains(chainId: string | undefined): string[]
  /**
   * The address as this namespace writes it (balances are cached under it). Refuses (`field`) an address
   * that is not one of the namespace's, or of the chain `chainId` names where the format is per chain.
   */
  address(address: string, field: string, chainId: string | undefined): string | Promise<string>
  balances(chainId: string, address: string): Promise<TokenBalance[]>
  /** The account's transactions on `chainIds`; absent where the namespace has no history here. */
  history?(chainIds: readonly string[], address: string, cursor: string | undefined): Promise<HistoryPage>
}

/** The namespaces the API reads accounts of. */
export type AccountNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122'

export type AccountReaders = Record<AccountNamespace, AccountReader>
