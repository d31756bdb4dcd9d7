import { encodeFunctionData, maxUint256 } from 'viem'
import { z } from 'zod'
import { erc20Abi, NATIVE_TOKEN_ADDRESS } from '../../chain/abis.js'
import { readGasPrices } from '../../chain/gasPrices.js'
import { ValidationError, validate } from '../../middleware/validate.js'
import type { ConvertApp, ConvertContext } from './context.js'
import { addressOf, baseUnits, caip10, chainOf } from './schemas.js'

/** GET /convert/build-approve: the ERC-20 approval of the router for `amount` (unbounded when absent). */
export function buildApproveRoutes(app: ConvertApp, { clients, swapChain, samePair }: ConvertContext) {
  app.get('/convert/build-approve', async (c) => {
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
}
