import type { Commitment, Connection, SolanaJSONRPCError } from '@solana/web3.js'
import { SendTransactionFailedError } from '../errors/transaction.js'

export type WaitForTransactionParameters = { signature: string; commitment?: Commitment | undefined }

export type WaitForTransactionReturnType = undefined

/** Failed on chain, or the node's error; web3.js's `Error` when the blockhash expired first. */
export type WaitForTransactionErrorType = SendTransactionFailedError | SolanaJSONRPCError | Error

/**
 * Resolves once the transaction reached `commitment` (default confirmed); throws when it failed on chain.
 *
 * @example
 * await waitForTransaction(connection, { signature: hash, commitment: 'finalized' })
 */
export async function waitForTransaction(
  connection: Connection,
  { signature, commitment = 'confirmed' }: WaitForTransactionParameters,
): Promise<WaitForTransactionReturnType> {
  const latest = await connection.getLatestBlockhash(commitment)
  const { value } = await connection.confirmTransaction({ signature, ...latest }, commitment)
  if (value.err) throw new SendTransactionFailedError({ details: JSON.stringify(value.err) })
}
