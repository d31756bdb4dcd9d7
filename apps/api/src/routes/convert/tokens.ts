import { z } from 'zod'
import { NATIVE_TOKEN_ADDRESS } from '../../chain/abis.js'
import { validate } from '../../middleware/validate.js'
import type { ConvertApp, ConvertContext } from './context.js'
import { caip2 } from './schemas.js'

/** GET /convert/tokens: the native currency then the chain's tokens, as CAIP-10 addresses with icons. */
export function tokensRoutes(app: ConvertApp, { iconUrl, swapChain }: ConvertContext) {
  app.get('/convert/tokens', (c) => {
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
}
