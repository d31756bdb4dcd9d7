import { encodeFunctionData } from 'viem'
import { z } from 'zod'
import { routerAbi } from '../../chain/abis.js'
import { readGasPrices } from '../../chain/gasPrices.js'
import { bestQuote, swapSide } from '../../chain/swap.js'
import { jsonBody, ValidationError, validate } from '../../middleware/validate.js'
import type { ConvertApp, ConvertContext } from './context.js'
import { addressOf, baseUnits, caip10, chainOf } from './schemas.js'

/** Gas assumed when a swap cannot be estimated yet (e.g. before its approval is mined): 150 000 units. */
const DEFAULT_SWAP_GAS = 150_000n
const DEADLINE_SECONDS = 20 * 60

type SwapCall = {
  fromNative: boolean
  toNative: boolean
  amountIn: bigint
  amountOutMin: bigint
  path: `0x${string}`[]
  user: `0x${string}`
  deadline: bigint
}

/** The router call of a swap: from the native token, to the native token, or between two tokens. */
function encodeSwap({ fromNative, toNative, amountIn, amountOutMin, path, user, deadline }: SwapCall) {
  if (fromNative)
    return encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [amountOutMin, path, user, deadline],
    })
  return encodeFunctionData({
    abi: routerAbi,
    functionName: toNative ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
    args: [amountIn, amountOutMin, path, user, deadline],
  })
}

/** POST /convert/build-transaction: the router swap for the best route, with its minimum under slippage. */
export function buildTransactionRoutes(
  app: ConvertApp,
  { clients, now, swapChain, samePair }: ConvertContext,
) {
  app.post('/convert/build-transaction', async (c) => {
    const body = validate(
      z.object({
        amount: baseUnits,
        eip155: z.object({ slippage: z.coerce.number().min(0).max(50) }).optional(),
        projectId: z.string().optional(),
        from: caip10,
        to: caip10,
        userAddress: caip10,
      }),
      await jsonBody(c),
      'body',
    )
    samePair(body.from, body.to)
    const chain = swapChain(chainOf(body.from), 'body.from')
    const client = clients.get(chain.caipNetworkId)!
    const from = swapSide(chain, addressOf(body.from))
    const to = swapSide(chain, addressOf(body.to))
    const amountIn = BigInt(body.amount)
    const quote = await bestQuote(clients, chain, from, to, amountIn)
    if (!quote) throw new ValidationError('body.amount', 'No route can fill this amount')
    // Minimum received under slippage (percent), never above the quote.
    const slippageBps = BigInt(Math.round((body.eip155?.slippage ?? 1) * 100))
    const amountOutMin = (quote.amountOut * (10_000n - slippageBps)) / 10_000n
    const user = addressOf(body.userAddress)
    const data = encodeSwap({
      fromNative: from.native,
      toNative: to.native,
      amountIn,
      amountOutMin,
      path: quote.path,
      user,
      deadline: BigInt(Math.floor(now() / 1000) + DEADLINE_SECONDS),
    })
    const value = from.native ? amountIn : 0n
    const router = chain.amm!.router as `0x${string}`
    const [gas, { standard }] = await Promise.all([
      client.estimateGas({ account: user, to: router, data, value }).catch(() => DEFAULT_SWAP_GAS),
      readGasPrices(client),
    ])
    return c.json({
      tx: {
        from: user,
        to: router,
        data,
        amount: value.toString(),
        value: value.toString(),
        toAmount: quote.amountOut.toString(),
        minimumToAmount: amountOutMin.toString(),
        eip155: { gas: gas.toString(), gasPrice: standard },
      },
    })
  })
}
