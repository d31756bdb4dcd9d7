import { ValidationError } from '../../middleware/validate.js'
import { isSessionId } from '../../onramp/createOnrampService.js'
import type { OnrampApp, OnrampRoutesParameters } from './context.js'

/** GET /onramp/checkout/:id/status: where one of this project's checkouts stands, never cached. */
export function checkoutStatusRoutes(app: OnrampApp, { service }: OnrampRoutesParameters) {
  app.get('/onramp/checkout/:id/status', async (c) => {
    const id = c.req.param('id')
    if (!isSessionId(id)) throw new ValidationError('params.id', 'Expected a checkout id (a UUID)')
    const found = await service.checkoutStatus(id)
    // A checkout of another project is as unknown as one that does not exist.
    if (!found || found.projectId !== c.get('project').id)
      return c.json({ message: 'Checkout not found' }, 404, { 'Cache-Control': 'no-store' })
    return c.json(found.reply, 200, { 'Cache-Control': 'no-store' })
  })
}
