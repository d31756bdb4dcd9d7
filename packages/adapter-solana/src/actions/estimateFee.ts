import type { Connection } from '@solana/web3.js'
import { type PrepareTransferParameters, prepareTransfer } from './prepareTransfer.js'

export type EstimateFeeParameters = PrepareTransferParameters

/** Lamports, or `null` when the fee cannot be estimated. */
export type EstimateFeeReturnType = bigint | null

/** Never throws: fee failures return null. */
export type EstimateFeeErrorType = never

/**
 * The network fee of the transfer in lamports (`getFeeForMessage`), or null when it cannot be estimated.
 *
 * @example
 * const fee = await estimateFee(await solana.getConnection(solanaMainnet), { from, to, value: 1_000_000n })
 */
export async function estimateFee(
  connection: Connection,
  parameters: EstimateFeeParameters,
): Promise<EstimateFeeReturnType> {
  try {
    // The fee does not depend on the amount: a form without one yet still gets an estimate.
    const amount = parameters.value > 0n ? parameters.value : 1n
    const tx = await prepareTransfer(connection, { ...parameters, value: amount })
    const { value } = await connection.getFeeForMessage(tx.compileMessage())
    return value === null ? null : BigInt(value)
  } catch {
    return null
  }
}
