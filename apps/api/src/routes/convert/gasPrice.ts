import { z } from 'zod'
import { readGasPrices } from '../../chain/gasPrices.js'
import { ValidationError, validate } from '../../middleware/validate.js'
import type { ConvertApp, ConvertContext } from './context.js'
import { caip2 } from './schemas.js'

/** GET /convert/gas-price: the gas prices of any network this API has a client for. */
export function gasPriceRoutes(app: ConvertApp, { clients }: ConvertContext) {
  app.get('/convert/gas-price', async (c) => {
    const { chainId } = validate(z.object({ chainId: caip2 }), c.req.query(), 'query')
    const client = clients.get(chainId)
    if (!client) throw new ValidationError('query.chainId', `Network not supported for Gas Price: ${chainId}`)
    return c.json(await readGasPrices(client))
  })
}
