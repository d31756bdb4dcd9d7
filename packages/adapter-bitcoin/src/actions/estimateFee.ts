import type { EsploraClient } from '../esplora/createEsploraClient.js'
import { type PrepareTransferParameters, prepareTransfer } from './prepareTransfer.js'

export type EstimateFeeParameters = PrepareTransferParameters
/** Satoshis, or `null` when the transfer cannot be planned (spec §5: fee failures return null). */
export type EstimateFeeReturnType = bigint | null

/** The fee `sendTransfer` would pay for this transfer now. */
export async function estimateFee(client: EsploraClient, parameters: EstimateFeeParameters) {
  try {
    return (await prepareTransfer(client, parameters)).fee
  } catch {
    return null
  }
}
