import { VersionedTransaction } from '@solana/web3.js'
import { FailedTransactionMetadata, type TransactionMetadata } from 'litesvm'
import type { SimulationResult } from './chainRecords.js'
import { blockhashErrorOf, type ChainState, latestBlockhash, toKit } from './chainState.js'
import type { StoredAccount } from './tokenAccounts.js'
import { errorOfFailure } from './transactionError.js'

export type SimulateTransactionOptions = { sigVerify?: boolean; replaceRecentBlockhash?: boolean }

export type SimulateTransactionReturnType = SimulationResult & {
  replacementBlockhash?: ReturnType<typeof latestBlockhash>
}

/** Runs `tx` against the current state without committing it; signatures are checked only when asked. */
export function simulateTransaction(
  state: ChainState,
  tx: VersionedTransaction,
  { sigVerify = false, replaceRecentBlockhash = false }: SimulateTransactionOptions = {},
): SimulateTransactionReturnType {
  const { svm } = state
  if (replaceRecentBlockhash) {
    tx = new VersionedTransaction(tx.message, tx.signatures)
    tx.message.recentBlockhash = svm.latestBlockhash()
  } else {
    const err = blockhashErrorOf(state, tx)
    if (err) return { err, logs: [], unitsConsumed: 0 }
  }
  svm.withSigverify(sigVerify)
  try {
    const result = svm.simulateTransaction(toKit(tx))
    const meta: TransactionMetadata = result.meta()
    const failed = result instanceof FailedTransactionMetadata
    const err = failed ? errorOfFailure(result.toString()) : null
    const postAccounts = failed
      ? undefined
      : new Map(
          result.postAccounts().map((each): [string, StoredAccount] => [
            each.address,
            {
              lamports: each.lamports,
              owner: each.programAddress,
              data: Uint8Array.from(each.data),
              executable: each.executable,
            },
          ]),
        )
    return {
      err,
      ...(postAccounts ? { postAccounts } : {}),
      logs: meta.logs(),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      ...(replaceRecentBlockhash ? { replacementBlockhash: latestBlockhash(state) } : {}),
    }
  } finally {
    svm.withSigverify(true)
  }
}
