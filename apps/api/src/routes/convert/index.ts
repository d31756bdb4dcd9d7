import { Hono } from 'hono'
import { allowanceRoutes } from './allowance.js'
import { buildApproveRoutes } from './buildApprove.js'
import { buildTransactionRoutes } from './buildTransaction.js'
import { type ConvertRoutesParameters, convertContext } from './context.js'
import { gasPriceRoutes } from './gasPrice.js'
import { quotesRoutes } from './quotes.js'
import { tokensRoutes } from './tokens.js'

export type { ConvertRoutesParameters } from './context.js'

/**
 * Convert (swap) routes over the chain's AMM: tokens, quotes, allowance, gas price, built transactions. Only the
 * networks of `SWAP_NETWORKS` that have an AMM here swap; any other answers 400 `UNSUPPORTED_NETWORK`.
 */
export function convertRoutes(parameters: ConvertRoutesParameters) {
  const app = new Hono()
  const context = convertContext(parameters)
  tokensRoutes(app, context)
  quotesRoutes(app, context)
  allowanceRoutes(app, context)
  gasPriceRoutes(app, context)
  buildApproveRoutes(app, context)
  buildTransactionRoutes(app, context)
  return app
}
