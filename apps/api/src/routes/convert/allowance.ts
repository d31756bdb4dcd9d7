import { BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError, maxUint256 } from 'viem'
import { z } from 'zod'
import { erc20Abi, NATIVE_TOKEN_ADDRESS } from '../../chain/abis.js'
import { ValidationError, validate } from '../../middleware/validate.js'
import type { ConvertApp, ConvertContext } from './context.js'
import { addressOf, caip10, chainOf } from './schemas.js'

/** GET /convert/allowance: what the router may spend of a user's token (unbounded for the native token). */
export function allowanceRoutes(app: ConvertApp, { clients, swapChain }: ConvertContext) {
  app.get('/convert/allowance', async (c) => {
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
}
