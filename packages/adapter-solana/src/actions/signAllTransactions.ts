import type { WalletAccount } from '@wallet-standard/base'
import type { SolanaWalletConnection } from '../connectors/walletStandard.js'
import type { WalletErrorType } from '../errors/toWalletError.js'
import { type AnyTransaction, fromBytes, toBytes } from '../utils/transactionBytes.js'

export type SignAllTransactionsParameters<T extends AnyTransaction> = {
  account: WalletAccount
  chain: string
  transactions: readonly T[]
}

/** The signed transactions, in the order and of the kinds given. */
export type SignAllTransactionsReturnType<T extends AnyTransaction> = T[]

export type SignAllTransactionsErrorType = WalletErrorType

/**
 * The wallet signs several transactions in one request, without sending them.
 *
 * @example
 * const [first, second] = await signAllTransactions(wallet, { account, chain, transactions: [a, b] })
 */
export async function signAllTransactions<T extends AnyTransaction>(
  wallet: SolanaWalletConnection,
  { account, chain, transactions }: SignAllTransactionsParameters<T>,
): Promise<SignAllTransactionsReturnType<T>> {
  const signed = await wallet.signTransactions(account, transactions.map(toBytes), chain)
  return signed.map((bytes, i) => fromBytes(bytes, transactions[i] as T))
}
