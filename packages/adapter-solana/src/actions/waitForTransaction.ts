import type { Commitment, Connection } from '@solana/web3.js'
import { SendTransactionFailedError } from '../errors/transaction.js'

export type WaitForTransactionParameters = { signature: string; commitment?: Commitment | undefined }

/** Resolves once the transaction reached `commitment` (default confirmed); throws when it failed on chain. */
export async function waitForTransaction(
  connection: Connection,
  { signature, commitment = 'confirmed' }: WaitForTransactionParameters,
): Promise<void> {
  const latest = await connection.getLatestBlockhash(commitment)
  const { value } = await connection.confirmTransaction({ signature, ...latest }, commitment)
  if (value.err) throw new SendTransactionFailedError({ details: JSON.stringify(value.err) })
}
