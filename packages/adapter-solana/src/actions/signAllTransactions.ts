import type { WalletAccount } from '@wallet-standard/base'
import type { SolanaWalletConnection } from '../connectors/walletStandard.js'
import { type AnyTransaction, fromBytes, toBytes } from '../utils/transactionBytes.js'

export type SignAllTransactionsParameters<T extends AnyTransaction> = {
  account: WalletAccount
  chain: string
  transactions: readonly T[]
}

/** The wallet signs several transactions in one request; returned in the same order and kinds. */
export async function signAllTransactions<T extends AnyTransaction>(
  wallet: SolanaWalletConnection,
  { account, chain, transactions }: SignAllTransactionsParameters<T>,
): Promise<T[]> {
  const signed = await wallet.signTransactions(account, transactions.map(toBytes), chain)
  return signed.map((bytes, i) => fromBytes(bytes, transactions[i] as T))
}
