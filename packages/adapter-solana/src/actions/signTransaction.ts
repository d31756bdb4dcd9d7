import type { WalletAccount } from '@wallet-standard/base'
import type { SolanaWalletConnection } from '../connectors/walletStandard.js'
import type { WalletErrorType } from '../errors/toWalletError.js'
import { type AnyTransaction, fromBytes, toBytes } from '../utils/transactionBytes.js'

export type SignTransactionParameters<T extends AnyTransaction> = {
  account: WalletAccount
  chain: string
  transaction: T
}

/** The signed transaction, of the kind given (legacy or versioned). */
export type SignTransactionReturnType<T extends AnyTransaction> = T

export type SignTransactionErrorType = WalletErrorType

/**
 * The wallet signs one transaction (legacy or versioned) without sending it.
 *
 * @example
 * const signed = await signTransaction(wallet, { account, chain: 'solana:mainnet', transaction })
 */
export async function signTransaction<T extends AnyTransaction>(
  wallet: SolanaWalletConnection,
  { account, chain, transaction }: SignTransactionParameters<T>,
): Promise<SignTransactionReturnType<T>> {
  const [signed] = await wallet.signTransactions(account, [toBytes(transaction)], chain)
  return fromBytes(signed as Uint8Array, transaction)
}
