import { Transaction, VersionedTransaction } from '@solana/web3.js'

export type AnyTransaction = Transaction | VersionedTransaction

/** Wire bytes of a transaction, signed or not. */
export const toBytes = (tx: AnyTransaction): Uint8Array =>
  tx instanceof VersionedTransaction
    ? tx.serialize()
    : Uint8Array.from(tx.serialize({ requireAllSignatures: false, verifySignatures: false }))

/** The signed bytes back as the caller's kind of transaction. */
export function fromBytes<T extends AnyTransaction>(bytes: Uint8Array, like: T): T {
  return (
    like instanceof VersionedTransaction ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)
  ) as T
}
