import { type Address, formatUnits } from 'viem'
import type { ChainConfig } from '../config.js'
import { routerAbi } from './abis.js'
import type { ChainClients } from './clients.js'

/** AMM fee the quote of one unit pays, removed to get the spot price. */
const AMM_FEE_FACTOR = 0.997

/** The multicall entry that quotes one whole `token` in the chain's stablecoin, or undefined (no AMM / is USD). */
export function priceCall(chain: ChainConfig, token: string, decimals: number) {
  const amm = chain.amm
  if (!amm || isUsd(chain, token)) return undefined
  return {
    address: amm.router as Address,
    abi: routerAbi,
    functionName: 'getAmountsOut' as const,
    args: [10n ** BigInt(decimals), [token as Address, amm.usd as Address]] as const,
  }
}

export function isUsd(chain: ChainConfig, token: string): boolean {
  return chain.amm?.usd.toLowerCase() === token.toLowerCase()
}

/** USD price from a getAmountsOut answer (0 when the pool could not quote). */
export function priceFromAmounts(chain: ChainConfig, amounts: readonly bigint[] | undefined): number {
  const usdDecimals = chain.tokens.find((t) => isUsd(chain, t.address))?.decimals ?? 6
  const out = amounts?.[amounts.length - 1]
  if (out === undefined) return 0
  return Math.round((Number(formatUnits(out, usdDecimals)) / AMM_FEE_FACTOR) * 1e6) / 1e6
}

/** USD prices of several tokens of one chain (native = the wrapped native token), in one multicall. */
export async function readPrices(
  clients: ChainClients,
  chain: ChainConfig,
  tokens: readonly { address: string; decimals: number }[],
): Promise<number[]> {
  const client = clients.get(chain.caipNetworkId)
  if (!client) return tokens.map(() => 0)
  const calls = tokens.map((token) => priceCall(chain, token.address, token.decimals))
  const wanted = calls.filter((call) => call !== undefined)
  const results = wanted.length ? await client.multicall({ contracts: wanted, allowFailure: true }) : []
  return tokens.map((token, i) => {
    if (isUsd(chain, token.address)) return 1
    const call = calls[i]
    const result = call ? results[wanted.indexOf(call)] : undefined
    return result?.status === 'success' ? priceFromAmounts(chain, result.result as readonly bigint[]) : 0
  })
}
