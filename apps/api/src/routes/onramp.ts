import { Hono } from 'hono'
import type { ProjectVariables } from '../middleware/project.js'
import { catalogueRoutes } from './onramp/catalogue.js'
import { checkoutStatusRoutes } from './onramp/checkoutStatus.js'
import type { OnrampRoutesParameters } from './onramp/context.js'
import { onrampUrlRoutes } from './onramp/onrampUrl.js'
import { quoteRoutes } from './onramp/quote.js'

export type { OnrampRoutesParameters } from './onramp/context.js'

/**
 * GET /v1/onramp/providers, GET /v1/onramp/options, POST /v1/onramp/quote, POST /v1/generators/onrampurl and
 * GET /v1/onramp/checkout/:id/status (project-guarded).
 */
export function onrampRoutes(parameters: OnrampRoutesParameters) {
  const app = new Hono<{ Variables: ProjectVariables }>()
  catalogueRoutes(app, parameters)
  quoteRoutes(app, parameters)
  onrampUrlRoutes(app, parameters)
  checkoutStatusRoutes(app, parameters)
  return app
}
