import { z } from 'zod'
import { validate } from '../../middleware/validate.js'
import { providerField, providerOf } from '../../onramp/createOnrampService.js'
import { paymentCurrencies, paymentMethodLimits } from '../../onramp/limits.js'
import { onrampProviders } from '../../onramp/providers.js'
import type { OnrampApp, OnrampRoutesParameters } from './context.js'

/** The percent range every sandbox provider's fee stays in. */
const FEE_RANGE = { min: 1, max: 2 } as const

type PurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
}

/** GET /onramp/providers and GET /onramp/options: what can be bought, from whom, and paid how. */
export function catalogueRoutes(app: OnrampApp, { baseUrl, service }: OnrampRoutesParameters) {
  app.get('/onramp/providers', (c) =>
    c.json({
      providers: onrampProviders.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        logoUrl: `${baseUrl()}/public/onramp/providers/${p.id}/logo.svg`,
        feeRange: FEE_RANGE,
        chainNamespaces: p.chainNamespaces,
      })),
    }),
  )
  app.get('/onramp/options', (c) => {
    const query = validate(z.object({ provider: providerField }), c.req.query(), 'query')
    const provider = query.provider === undefined ? undefined : providerOf(query.provider, 'query.provider')
    const bySymbol = new Map<string, PurchaseCurrency>()
    for (const asset of service.assets(provider)) {
      const entry = bySymbol.get(asset.symbol) ?? {
        id: asset.symbol,
        name: asset.name,
        symbol: asset.symbol,
        networks: [],
      }
      entry.networks.push({
        name: asset.network,
        display_name: asset.networkName,
        chain_id: asset.network.split(':')[1]!,
        contract_address: asset.address ?? '',
      })
      bySymbol.set(asset.symbol, entry)
    }
    return c.json({
      purchaseCurrencies: [...bySymbol.values()],
      paymentCurrencies: paymentCurrencies.map((id) => ({
        id,
        payment_method_limits: paymentMethodLimits.map((l) => ({ ...l })),
      })),
    })
  })
}
