import { toChainAddress, toRecipient } from '../utils/address.js'
import type { ChainClient } from '../utils/chainClient.js'

/** The fee of a `balances.transferKeepAlive` from `from`, by `paymentInfo` (partial fee, in planck). */
export async function estimateTransferFee(
  client: ChainClient,
  { from, to, value }: { from: string; to: string; value: bigint },
): Promise<bigint> {
  const tx = client.api.tx.balances.transferKeepAlive(toRecipient(to, client.ss58Format), value)
  const info = await tx.paymentInfo(toChainAddress(from, client.ss58Format))
  return info.partialFee.toBigInt()
}

/** As `estimateTransferFee`, `null` when it cannot be estimated (bad address, node down, ...). */
export async function estimateFee(
  client: ChainClient,
  parameters: { from: string; to: string; value: bigint },
): Promise<bigint | null> {
  try {
    return await estimateTransferFee(client, parameters)
  } catch {
    return null
  }
}
