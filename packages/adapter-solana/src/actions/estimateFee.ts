import type { Connection } from '@solana/web3.js'
import { type PrepareTransferParameters, prepareTransfer } from './prepareTransfer.js'

/**
 * The network fee of the transfer in lamports (`getFeeForMessage`), or null when it cannot be estimated
 * (spec §5: gas failures return null).
 */
export async function estimateFee(
  connection: Connection,
  parameters: PrepareTransferParameters,
): Promise<bigint | null> {
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
