import { toChainAddress, toRecipient } from '../utils/address.js'
import type { ChainClient } from '../utils/chainClient.js'

export type EstimateFeeParameters = { from: string; to: string; value: bigint }

/** Planck, or `null` when the fee cannot be estimated. */
export type EstimateFeeReturnType = bigint | null

/** Never throws: fee failures return null (`estimateTransferFee` throws `InvalidAddressError` or the node's error). */
export type EstimateFeeErrorType = never

/**
 * The fee of a `balances.transferKeepAlive` from `from`, by `paymentInfo` (partial fee, in planck). Throws
 * `InvalidAddressError` for a bad address and the node's error when it cannot answer.
 *
 * @example
 * const fee = await estimateTransferFee(client, { from, to, value: 10n ** 12n })
 */
export async function estimateTransferFee(
  client: ChainClient,
  { from, to, value }: EstimateFeeParameters,
): Promise<bigint> {
  const tx = client.api.tx.balances.transferKeepAlive(toRecipient(to, client.ss58Format), value)
  const info = await tx.paymentInfo(toChainAddress(from, client.ss58Format))
  return info.partialFee.toBigInt()
}

/**
 * As `estimateTransferFee`, `null` when it cannot be estimated (bad address, node down, ...).
 *
 * @example
 * const fee = await estimateFee(await polkadot.getChainClient(kusama), { from, to, value: 10n ** 12n })
 */
export async function estimateFee(
  client: ChainClient,
  parameters: EstimateFeeParameters,
): Promise<EstimateFeeReturnType> {
  try {
    return await estimateTransferFee(client, parameters)
  } catch {
    return null
  }
}
