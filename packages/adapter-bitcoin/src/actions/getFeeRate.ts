import type { BitcoinChain } from '../chains.js'
import type { EsploraClient, EsploraRequestErrorType } from '../esplora/createEsploraClient.js'

export type GetFeeRateParameters = { chain: BitcoinChain; target?: number | undefined }
/** sat/vB. */
export type GetFeeRateReturnType = number
export type GetFeeRateErrorType = EsploraRequestErrorType

/**
 * The fee rate (sat/vB) to confirm within `target` blocks (default 3): the estimate of the smallest
 * Esplora target at or above it, never below the chain's minimum relay fee.
 *
 * @example
 * const satPerVbyte = await getFeeRate(client, { chain: bitcoinMainnet, target: 6 })
 */
export async function getFeeRate(
  client: EsploraClient,
  { chain, target = 3 }: GetFeeRateParameters,
): Promise<GetFeeRateReturnType> {
  const estimates = await client.getFeeEstimates()
  const targets = Object.keys(estimates)
    .map(Number)
    .filter((each) => Number.isFinite(each) && (estimates[String(each)] ?? 0) > 0)
    .sort((a, b) => a - b)
  const chosen = targets.find((each) => each >= target) ?? targets.at(-1)
  const rate = chosen === undefined ? 0 : (estimates[String(chosen)] ?? 0)
  return Math.max(rate, chain.minRelayFeeRate)
}
