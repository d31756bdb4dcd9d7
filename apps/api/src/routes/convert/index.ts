import { Hono } from 'hono'
import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  encodeFunctionData,
  maxUint256,
} from 'viem'
import { z } from 'zod'
import { erc20Abi, NATIVE_TOKEN_ADDRESS, routerAbi } from '../../chain/abis.js'
import type { ChainClients } from '../../chain/clients.js'
import { readGasPrices } from '../../chain/gasPrices.js'
import { bestQuote, swapSide } from '../../chain/swap.js'
import type { ChainConfig } from '../../config.js'
import { isSwapNetwork, unsupportedSwapNetwork } from '../../convert/swapNetworks.js'
import { jsonBody, ValidationError, validate } from '../../middleware/validate.js'
import { addressOf, baseUnits, caip2, caip10, chainOf } from './schemas.js'

/** Gas assumed when a swap cannot be estimated yet (e.g. before its approval is mined): 150 000 units. */
const DEFAULT_SWAP_GAS = 150_000n
const DEADLINE_SECONDS = 20 * 60

/**
 * Convert (swap) routes over the chain's AMM: tokens, quotes, allowance, gas price, built transactions. Only the
 * networks of `SWAP_NETWORKS` that have an AMM here swap; any other answers 400 `UNSUPPORTED_NETWORK`.
 */
export function convertRoutes({
  clients,
  iconUrl,
  now = Date.now,
}: {
  clients: ChainClients
  iconUrl: (symbol: string) => string
  now?: () => number
}) {
  const swapChain = (caipNetworkId: string, field: string): ChainConfig => {
    const chain = isSwapNetwork(caipNetworkId) ? clients.chain(caipNetworkId) : undefined
    if (!chain?.amm) throw unsupportedSwapNetwork(caipNetworkId, field)
    return chain
  }
  const samePair = (from: string, to: string) => {
    if (chainOf(from) !== chainOf(to))
      throw new ValidationError('to', 'from and to must be on the same chain')
    if (from.toLowerCase() === to.toLowerCase()) throw new ValidationError('to', 'from and to must differ')
  }

  return new Hono()
    .get('/convert/tokens', (c) => {
      const { chainId } = validate(z.object({ chainId: caip2 }), c.req.query(), 'query')
      const chain = swapChain(chainId, 'query.chainId')
      const native = {
        name: chain.nativeCurrency.name,
        symbol: chain.nativeCurrency.symbol,
        address: `${chainId}:${NATIVE_TOKEN_ADDRESS}`,
        decimals: chain.nativeCurrency.decimals,
        logoUri: iconUrl(chain.nativeCurrency.symbol),
        eip2612: false,
      }
      const tokens = chain.tokens.map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: `${chainId}:${token.address}`,
        decimals: token.decimals,
        logoUri: token.iconUrl ?? iconUrl(token.symbol),
        eip2612: false,
      }))
      return c.json({ tokens: [native, ...tokens] })
    })
    .get('/convert/quotes', async (c) => {
      const q = validate(
        z.object({
          amount: baseUnits,
          userAddress: caip10.optional(),
          from: caip10,
          to: caip10,
          gasPrice: baseUnits.optional(),
        }),
        c.req.query(),
        'query',
      )
      samePair(q.from, q.to)
      const chain = swapChain(chainOf(q.from), 'query.from')
      const quote = await bestQuote(
        clients,
        chain,
        swapSide(chain, addressOf(q.from)),
        swapSide(chain, addressOf(q.to)),
        BigInt(q.amount),
      )
      if (!quote) return c.json({ quotes: [] })
      return c.json({
        quotes: [
          {
            id: null,
            fromAmount: q.amount,
            fromAccount: q.from,
            toAmount: quote.amountOut.toString(),
            toAccount: q.to,
          },
        ],
      })
    })
    .get('/convert/allowance', async (c) => {
      const q = validate(z.object({ tokenAddress: caip10, userAddress: caip10 }), c.req.query(), 'query')
      const chain = swapChain(chainOf(q.tokenAddress), 'query.tokenAddress')
      if (addressOf(q.tokenAddress).toLowerCase() === NATIVE_TOKEN_ADDRESS)
        return c.json({ allowance: maxUint256.toString() })
      const allowance = await clients
        .get(chain.caipNetworkId)!
        .readContract({
          address: addressOf(q.tokenAddress),
          abi: erc20Abi,
          functionName: 'allowance',
          args: [addressOf(q.userAddress), chain.amm!.router as `0x${string}`],
        })
        .catch((error: unknown) => {
          // No code (no data back), or code without ERC-20's allowance (reverts): not a token. A node that
          // cannot be reached is still the server's failure.
          const notAToken = (e: unknown) =>
            e instanceof ContractFunctionZeroDataError || e instanceof ContractFunctionRevertedError
          if (error instanceof BaseError && error.walk(notAToken))
            throw new ValidationError('query.tokenAddress', `Not an ERC-20 token: ${q.tokenAddress}`)
          throw error
        })
      return c.json({ allowance: allowance.toString() })
    })
    .get('/convert/gas-price', async (c) => {
      const { chainId } = validate(z.object({ chainId: caip2 }), c.req.query(), 'query')
      const client = clients.get(chainId)
      if (!client)
        throw new ValidationError('query.chainId', `Network not supported for Gas Price: ${chainId}`)
      return c.json(await readGasPrices(client))
    })
    .get('/convert/build-approve', async (c) => {
      const q = validate(
        z.object({ userAddress: caip10, from: caip10, to: caip10, amount: baseUnits.optional() }),
        c.req.query(),
        'query',
      )
      samePair(q.from, q.to)
      const chain = swapChain(chainOf(q.from), 'query.from')
      if (addressOf(q.from).toLowerCase() === NATIVE_TOKEN_ADDRESS)
        throw new ValidationError('query.from', 'The native token needs no approval')
      const { standard } = await readGasPrices(clients.get(chain.caipNetworkId)!)
      return c.json({
        tx: {
          from: addressOf(q.userAddress),
          to: addressOf(q.from),
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [chain.amm!.router as `0x${string}`, q.amount ? BigInt(q.amount) : maxUint256],
          }),
          value: '0',
          eip155: { gasPrice: standard },
        },
      })
    })
    .post('/convert/build-transaction', async (c) => {
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
      const deadline = BigInt(Math.floor(now() / 1000) + DEADLINE_SECONDS)
      const data = from.native
        ? encodeFunctionData({
            abi: routerAbi,
            functionName: 'swapExactETHForTokens',
            args: [amountOutMin, quote.path, user, deadline],
          })
        : to.native
          ? encodeFunctionData({
              abi: routerAbi,
              functionName: 'swapExactTokensForETH',
              args: [amountIn, amountOutMin, quote.path, user, deadline],
            })
          : encodeFunctionData({
              abi: routerAbi,
              functionName: 'swapExactTokensForTokens',
              args: [amountIn, amountOutMin, quote.path, user, deadline],
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
