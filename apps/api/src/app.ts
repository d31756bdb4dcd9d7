import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { createAccountReaders } from './accounts/createAccountReaders.js'
import { loadCatalogue } from './catalogue/catalogue.js'
import type { ChainClients } from './chain/clients.js'
import { createPolkadotNodes, type PolkadotNodes } from './chain/polkadotNodes.js'
import type { ApiConfig } from './config.js'
import type { Database } from './db/database.js'
import { createPostgresRateLimiter } from './db/rateLimits.js'
import { createUtxoNodes } from './esplora/createUtxoNodes.js'
import { createNftPreviews } from './indexer/nftPreview.js'
import { bodyLimit } from './middleware/bodyLimit.js'
import { cors } from './middleware/cors.js'
import { type ProjectVariables, projectGuard } from './middleware/project.js'
import { createRateLimiter, rateLimitByIp } from './middleware/rateLimit.js'
import { securityHeaders } from './middleware/securityHeaders.js'
import { ValidationError } from './middleware/validate.js'
import { createOnrampService } from './onramp/createOnrampService.js'
import { analyticsRoutes } from './routes/analytics.js'
import { balanceRoutes } from './routes/balance.js'
import { catalogueRoutes } from './routes/catalogue.js'
import { convertRoutes } from './routes/convert/index.js'
import { esploraRoutes } from './routes/esplora.js'
import { fungiblePriceRoutes } from './routes/fungiblePrice.js'
import { historyRoutes } from './routes/history.js'
import { namesRoutes } from './routes/names.js'
import { nftRoutes } from './routes/nfts.js'
import { onrampRoutes } from './routes/onramp.js'
import { onrampCheckoutRoutes } from './routes/onrampCheckout.js'
import { originCheckRoutes } from './routes/originCheck.js'
import { paymasterRoutes } from './routes/paymaster.js'
import { rpcRoutes } from './routes/rpc.js'
import { sessionsRoutes } from './routes/sessions.js'
import { signInRoutes } from './routes/signIn.js'
import { smartAccountsRoutes } from './routes/smartAccounts.js'
import { supportedChainsRoutes } from './routes/supportedChains.js'
import { createSignInSessions } from './signIn/signInSessions.js'
import { createSiwxChains } from './signIn/siwxChains.js'

export type AppDependencies = {
  config: ApiConfig
  db: Database
  clients: ChainClients
  /** Substrate nodes for `polkadot:` balances; none when absent. */
  polkadotNodes?: PolkadotNodes | undefined
  /** The URL this API is reachable at, for links it hands out (icons, checkout pages). */
  baseUrl: () => string
  now?: () => number
}

export type AppEnv = { Variables: ProjectVariables }

/** The API as a Hono app: middleware, routes, and errors that never leak as 5xx for bad input. */
export function createApp({ config, db, clients, polkadotNodes, baseUrl, now = Date.now }: AppDependencies) {
  const app = new Hono<AppEnv>({ strict: false })
  // Counters live in PostgreSQL when it is the database, so several instances share the limits.
  const limiter = config.databaseUrl
    ? createPostgresRateLimiter({ ...config.rateLimit, db, now })
    : createRateLimiter({ ...config.rateLimit, now })
  const { trustProxy } = config.rateLimit
  const guard = projectGuard({
    findProject: (id) => config.projects.find((p) => p.id === id),
    limiter,
    trustProxy,
  })

  app.use('*', securityHeaders())
  // Esplora and the catalogue's images need no project: public data any page may read.
  app.use(
    '*',
    cors({
      projects: config.projects,
      publicPaths: ['/esplora/', '/public/', '/getWalletImage/', '/origin-check'],
    }),
  )
  // Before the project guard and every route, so no one reads or parses an unbounded body.
  app.use('*', bodyLimit({ maxBytes: config.maxBodyBytes }))
  app.get('/health', (c) => c.json({ ok: true }))
  app.use('/v1/*', guard)
  app.use('/v1', guard)
  for (const path of ['/getWallets', '/getAnalyticsConfig', '/e']) app.use(path, guard)
  // Routes without a project id are limited per client IP.
  const byIp = rateLimitByIp({ limiter, trustProxy })
  for (const path of ['/onramp/checkout/*', '/esplora/*', '/getWalletImage/*', '/public/*', '/origin-check'])
    app.use(path, byIp)
  app.route('/', originCheckRoutes(config.projects))

  const iconUrl = (symbol: string) => `${baseUrl()}/public/getTokenImage/${encodeURIComponent(symbol)}`
  const isAnalyticsEnabled = (project: { analytics: boolean }) => project.analytics

  const utxoNodes = createUtxoNodes(
    Object.fromEntries(config.bitcoinNodes.map(({ caipNetworkId, ...node }) => [caipNetworkId, node])),
  )
  app.route('/v1', rpcRoutes(config))
  const nftPreview = createNftPreviews(clients)
  const readers = createAccountReaders({
    db,
    clients,
    iconUrl,
    nftPreview,
    solanaNodes: config.solanaNodes,
    polkadotNodes: polkadotNodes ?? createPolkadotNodes([]),
    utxoNodes,
  })
  app.route('/v1', supportedChainsRoutes(config, readers))
  app.route('/v1', balanceRoutes({ readers, now }))
  app.route('/v1', fungiblePriceRoutes({ clients, iconUrl }))
  app.route('/v1', convertRoutes({ clients, iconUrl, now }))
  app.route(
    '/v1',
    namesRoutes({ db, clients, zone: config.namesZone, zoneAliases: config.nameZoneAliases, now }),
  )
  const signInSessions = createSignInSessions({ db, secret: config.auth.secret, now })
  app.route('/v1', sessionsRoutes({ db, clients, signIn: signInSessions, now }))
  app.route('/v1', paymasterRoutes({ config: config.paymaster, db, now }))
  app.route(
    '/v1',
    smartAccountsRoutes({ entries: config.smartAccounts, paymaster: config.paymaster, db, baseUrl }),
  )
  app.route(
    '/v1',
    signInRoutes({
      db,
      chains: createSiwxChains({ config, clients, utxoNodes }),
      sessions: signInSessions,
      sessionLifetimeMs: config.auth.sessionLifetimeSeconds * 1000,
      trustProxy,
      now,
    }),
  )
  const onramp = createOnrampService({ db, clients, solanaNodes: config.solanaNodes, iconUrl })
  app.route('/v1', onrampRoutes({ db, baseUrl, service: onramp }))
  app.route('/', onrampCheckoutRoutes({ db, clients, service: onramp }))
  app.route('/v1', nftRoutes({ db, clients, nftPreview }))
  app.route('/v1', historyRoutes({ readers, onrampHistory: onramp.history }))
  app.route('/', catalogueRoutes({ wallets: loadCatalogue(config.catalogueWallets), isAnalyticsEnabled }))
  app.route('/', analyticsRoutes({ db, isAnalyticsEnabled }))

  // Esplora clients send no project id: these routes sit outside the /v1 guard.
  app.route('/esplora', esploraRoutes({ nodes: utxoNodes }))

  app.notFound((c) => c.json({ message: 'Not found' }, 404))
  app.onError((error, c) => {
    if (error instanceof ValidationError) {
      return c.json({ message: error.message, field: error.field }, 400)
    }
    if (error instanceof HTTPException) return error.getResponse()
    console.error('[api]', c.req.method, c.req.path, error)
    return c.json({ message: 'Internal error' }, 500)
  })
  return app
}
