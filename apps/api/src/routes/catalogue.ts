import { Hono } from 'hono'
import { z } from 'zod'
import { type CatalogueWallet, queryWallets } from '../catalogue/catalogue.js'
import { monogramSvg } from '../catalogue/monogram.js'
import type { ProjectConfig } from '../config.js'
import type { ProjectVariables } from '../middleware/project.js'
import { validate } from '../middleware/validate.js'

const list = z
  .string()
  .max(4000)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .optional()

const walletsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  entries: z.coerce.number().int().min(1).max(100).default(40),
  chains: list,
  include: list,
  exclude: list,
  search: z.string().max(100).optional(),
  badge_type: z.enum(['certified', 'none']).optional(),
})

const idSchema = z.object({ id: z.string().min(1).max(200) })

/** Wallet catalogue: /getWallets, the wallet, asset, currency and token image routes, /getAnalyticsConfig. */
export function catalogueRoutes({
  wallets,
  isAnalyticsEnabled,
}: {
  wallets: CatalogueWallet[]
  isAnalyticsEnabled: (project: ProjectConfig) => boolean
}) {
  const svg = (id: string, label: string) =>
    new Response(monogramSvg(id, label), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
    })

  return new Hono<{ Variables: ProjectVariables }>()
    .get('/getWallets', (c) => {
      const query = validate(walletsQuerySchema, c.req.query(), 'query')
      return c.json(queryWallets(wallets, query))
    })
    .get('/getWalletImage/:id', (c) => {
      const { id } = validate(idSchema, c.req.param(), 'params')
      const wallet = wallets.find((w) => w.image_id === id)
      if (!wallet) return c.json({ message: 'Image not found' }, 404)
      return svg(wallet.id, wallet.name)
    })
    .get('/public/:kind{getAssetImage|getCurrencyImage|getTokenImage}/:id', (c) => {
      const { id } = validate(idSchema, c.req.param(), 'params')
      return svg(`${c.req.param('kind')}:${id}`, id)
    })
    .get('/getAnalyticsConfig', (c) => c.json({ isAnalyticsEnabled: isAnalyticsEnabled(c.get('project')) }))
}
