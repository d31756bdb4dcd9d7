import type { WalletAccount } from '@wallet-standard/base'
import type { SolanaWalletConnection } from '../connectors/walletStandard.js'
import { type AnyTransaction, fromBytes, toBytes } from '../utils/transactionBytes.js'

export type SignTransactionParameters<T extends AnyTransaction> = {
  account: WalletAccount
  chain: string
  transaction: T
}

/** The wallet signs one transaction (legacy or versioned) without sending it; returns the same kind. */
export async function signTransaction<T extends AnyTransaction>(
  wallet: SolanaWalletConnection,
  { account, chain, transaction }: SignTransactionParameters<T>,
): Promise<T> {
  const [signed] = await wallet.signTransactions(account, [toBytes(transaction)], chain)
  return fromBytes(signed as Uint8Array, transaction)
}
