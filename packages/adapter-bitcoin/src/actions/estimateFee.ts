import type { EsploraClient } from '../esplora/createEsploraClient.js'
import { type PrepareTransferParameters, prepareTransfer } from './prepareTransfer.js'

export type EstimateFeeParameters = PrepareTransferParameters
/** Satoshis, or `null` when the transfer cannot be planned. */
export type EstimateFeeReturnType = bigint | null
/** Never throws: fee failures return null. */
export type EstimateFeeErrorType = never

/**
 * The fee `sendTransfer` would pay for this transfer now.
 *
 * @example
 * const fee = await estimateFee(client, { chain: bitcoinMainnet, from, to, value: 10_000n })
 */
export async function estimateFee(
  client: EsploraClient,
  parameters: EstimateFeeParameters,
): Promise<EstimateFeeReturnType> {
  try {
    return (await prepareTransfer(client, parameters)).fee
  } catch {
    return null
  }
}
