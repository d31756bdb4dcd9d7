import type { Address } from 'viem'
import type { ChainConfig } from '../config.js'
import { NATIVE_TOKEN_ADDRESS, routerAbi } from './abis.js'
import type { ChainClients } from './clients.js'

export type SwapSide = { address: Address; native: boolean }

/** A CAIP-10 token id of a configured chain → the AMM-side address (native becomes the wrapped token). */
export function swapSide(chain: ChainConfig, address: string): SwapSide {
  const native = address.toLowerCase() === NATIVE_TOKEN_ADDRESS
  return { address: (native ? chain.amm!.weth : address) as Address, native }
}

/** Candidate routes: direct, then through the wrapped native token, then through the stablecoin. */
export function swapPaths(chain: ChainConfig, from: Address, to: Address): Address[][] {
  const amm = chain.amm!
  const hops = [amm.weth, amm.usd] as Address[]
  return [
    [from, to],
    ...hops
      .filter((hop) => hop.toLowerCase() !== from.toLowerCase() && hop.toLowerCase() !== to.toLowerCase())
      .map((hop) => [from, hop, to]),
  ]
}

/** The best output over the candidate routes, or undefined when no pool can quote it. */
export async function bestQuote(
  clients: ChainClients,
  chain: ChainConfig,
  from: SwapSide,
  to: SwapSide,
  amountIn: bigint,
): Promise<{ path: Address[]; amountOut: bigint } | undefined> {
  const client = clients.get(chain.caipNetworkId)
  if (!client || !chain.amm || amountIn <= 0n) return undefined
  const paths = swapPaths(chain, from.address, to.address)
  const results = await client.multicall({
    contracts: paths.map((path) => ({
      address: chain.amm!.router as Address,
      abi: routerAbi,
      functionName: 'getAmountsOut' as const,
      args: [amountIn, path] as const,
    })),
    allowFailure: true,
  })
  let best: { path: Address[]; amountOut: bigint } | undefined
  results.forEach((result, i) => {
    if (result.status !== 'success') return
    const amountOut = result.result[result.result.length - 1] ?? 0n
    if (!best || amountOut > best.amountOut) best = { path: paths[i]!, amountOut }
  })
  return best && best.amountOut > 0n ? best : undefined
}
