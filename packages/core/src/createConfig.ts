import { createNativeBalanceReader } from './actions/fetchNativeBalance.js'
import {
  type FetchTokenBalancesParameters,
  fetchTokenBalances,
  readTokenBalances,
} from './actions/fetchTokenBalances.js'
import { watchProfileName } from './actions/names/watchProfileName.js'
import type { ChainAdapter } from './adapter/types.js'
import { buildUrl } from './api/buildUrl.js'
import { createAnalyticsClient } from './api/createAnalyticsClient.js'
import { createBlockchainApiClient } from './api/createBlockchainApiClient.js'
import { createCatalogueClient } from './api/createCatalogueClient.js'
import { isRpcProxyChain } from './api/rpcProxy.js'
import { trackAnalytics } from './api/trackAnalytics.js'
import type { ChainNamespace } from './caip/types.js'
import { createAccountController } from './controllers/account.js'
import { createAlertController } from './controllers/alerts.js'
import { createConnectionController } from './controllers/connection.js'
import { createModalController } from './controllers/modal.js'
import { createNetworkController } from './controllers/network.js'
import { createOptionsController, type OptionsParameters } from './controllers/options.js'
import { createRecentWalletsController } from './controllers/recentWallets.js'
import { createRouterController } from './controllers/router.js'
import { createSwapController } from './controllers/swap.js'
import { createToastController } from './controllers/toasts.js'
import { createEventBus } from './events/createEventBus.js'
import { createLogger, type LogLevel } from './logger/createLogger.js'
import { logFailures } from './logger/logFailures.js'
import type { Network } from './networks/types.js'
import { createPluginRegistry } from './plugins/createPluginRegistry.js'
import type { Plugin, PluginHooks, PluginRegistry } from './plugins/types.js'
import { webStorage } from './storage/backends/webStorage.js'
import { type CreateStorageParameters, createStorage } from './storage/createStorage.js'
import type { StorageBackend } from './storage/types.js'

export type CreateConfigParameters = OptionsParameters & {
  adapters: readonly ChainAdapter[]
  /** Where remembered values live (default: localStorage, falling back to memory). */
  storage?: StorageBackend | undefined
  /** Prefix of stored keys (default `portico`). */
  storageKey?: CreateStorageParameters['key']
  /** Restore a stored connection on creation (default true). */
  reconnectOnInit?: boolean | undefined
  /**
   * Server rendering (default false). The stored account is restored at once (status `connecting`, the last
   * address), as a server render shows it, but the wallets are asked only when `resumeReconnect()` runs —
   * `PorticoProvider` calls it after hydration — so the browser's first render matches the server's.
   */
  ssr?: boolean | undefined
  /** The blockchain API (self-hosted `apps/api` or compatible). Without it, API-backed features are off. */
  api?:
    | {
        url: string
        fetch?: typeof globalThis.fetch | undefined
        /** Zone of name suggestions (default 'portico.id'). */
        namesZone?: string | undefined
      }
    | undefined
  /**
   * Plug-ins: connectors that live in packages of their own (`walletConnect(...)` of `@portico/walletconnect`,
   * `embeddedWallet(...)` of `@portico/embedded-wallet`) and other extensions. Each is a small descriptor set up
   * once with this config; its code loads when it is used. See docs/guide/connectors.md.
   */
  plugins?: readonly Plugin[] | undefined
  /** Clock, in ms (tests). */
  now?: (() => number) | undefined
  /** What `config.logger` records for a bug report: 'error' (default), 'warn', 'info', 'debug' or 'silent'. */
  logLevel?: LogLevel | undefined
}

// The instance itself; `createConfig` below gives it the types of its networks.
function buildConfig(parameters: CreateConfigParameters) {
  const {
    adapters: adapterList,
    storage: backend,
    storageKey,
    reconnectOnInit = true,
    ssr = false,
    api: apiOptions,
    plugins: pluginList = [],
    now = Date.now,
    logLevel,
    ...rest
  } = parameters
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    adapterList.map((adapter) => [adapter.namespace, adapter]),
  )

  const logger = createLogger({ level: logLevel, now })
  const options = createOptionsController(rest)
  const storageBackend = backend ?? webStorage()
  const storage = createStorage({ storage: storageBackend, key: storageKey })
  const events = createEventBus()
  const alerts = createAlertController()
  const toasts = createToastController()
  const account = createAccountController()
  const recentWallets = createRecentWalletsController({ storage })
  const network = createNetworkController({
    networks: rest.networks,
    defaultNetwork: rest.defaultNetwork,
    storage,
    events,
    hasAdapter: (namespace) => adapters.has(namespace),
    alerts,
  })

  const activeAccount = () => {
    const namespace = network.state.activeChain
    return namespace ? account.get(namespace) : undefined
  }
  const isConnected = () => activeAccount()?.status === 'connected'

  // `modal` is created after `router`, whose exit closes it.
  let closeModal = () => {}
  const router = createRouterController({ onExit: () => closeModal() })
  const modal = createModalController({ events, router, isConnected })
  closeModal = () => modal.close()

  // Created just below; the connection controller asks them for stored sessions only once a config restores.
  let plugins: ReturnType<typeof createPluginRegistry> | undefined
  const connection = createConnectionController({
    adapters,
    account,
    network,
    storage,
    events,
    recentWallets,
    restoreRemote: (connectorId, namespace) => plugins?.restore(connectorId, namespace) ?? null,
  })

  /** Disconnects every adapter, then ends every plug-in's own session (a WalletConnect session, an e-mail login). */
  const disconnect = async (): Promise<void> => {
    try {
      await connection.disconnect()
    } finally {
      await plugins?.disconnect()
    }
  }
  /** The RPC URL a wallet outside the page uses: the blockchain API's proxy for EVM when there is one. */
  const rpcUrlOf = (target: Network) =>
    target.chainNamespace === 'eip155' && apiOptions && options.state.projectId
      ? buildUrl(apiOptions.url, 'v1', { chainId: target.caipNetworkId, projectId: options.state.projectId })
      : target.rpcUrls.default.http[0]
  const hooks: PluginHooks = {}

  if (!options.state.projectId) alerts.show('projectIdNotConfigured')

  const registry = createPluginRegistry(pluginList, {
    options,
    adapters,
    account,
    network,
    recentWallets,
    storage,
    storageBackend,
    alerts,
    toasts,
    events,
    now,
    connection: { connect: connection.connect, disconnect: () => connection.disconnect() },
    disconnect,
    rpcUrlOf,
    logger,
    hooks,
  })
  // Adapters read the well-known chains through the API's proxy; the others through their own RPC URLs.
  const adapterRpcUrlOf = (target: Network) => (isRpcProxyChain(target) ? rpcUrlOf(target) : undefined)
  for (const adapter of adapters.values()) adapter.setup?.({ logger, rpcUrlOf: adapterRpcUrlOf })
  plugins = registry

  const apiClientOptions = apiOptions &&
    options.state.projectId && {
      baseUrl: apiOptions.url,
      projectId: options.state.projectId,
      sdkType: options.state.sdkType,
      sdkVersion: options.state.sdkVersion,
      fetch: apiOptions.fetch,
      logger,
      // An unknown project id, a disallowed origin or a refused session token shows its alert, once per config.
      onConfigError: (error: { body: string }) => void alerts.showForProviderText(error.body),
    }
  /** Wallet catalogue (same service as the API). */
  const catalogue = apiClientOptions ? createCatalogueClient(apiClientOptions) : undefined
  const api = apiClientOptions
    ? createBlockchainApiClient({
        ...apiClientOptions,
        namesZone: apiOptions?.namesZone,
        isNetworkSupported: (caipNetworkId) => network.isSupported(caipNetworkId),
        now,
      })
    : undefined
  /** Analytics: nothing is sent before the first tracked event, nor when `features.analytics` is off. */
  const analytics =
    apiClientOptions && catalogue
      ? trackAnalytics({
          events,
          analytics: createAnalyticsClient({ ...apiClientOptions, now }),
          catalogue,
          isEnabled: () => options.state.features.analytics,
          getAddress: () => activeAccount()?.address,
          alerts,
        })
      : undefined

  /** Native balance of the active account, cached 30 s; testnets and unsupported chains show 0.00 unasked. */
  const nativeBalance = createNativeBalanceReader({
    account,
    network,
    events,
    getAdapter: (ns) => adapters.get(ns),
    now,
  })
  const fetchBalance = nativeBalance.fetchBalance

  const tokenBalanceDeps = { api, account, network, toasts, now }
  const fetchTokenBalancesOfConfig = (parameters?: FetchTokenBalancesParameters) =>
    fetchTokenBalances(tokenBalanceDeps, parameters)
  const getAdapter = (namespace: ChainNamespace) => adapters.get(namespace)

  /** The swap form and flow, on this config's API, account, adapters and token-balance reader. */
  const swap = createSwapController({
    getAdapter,
    account,
    network,
    toasts,
    events,
    api,
    readTokenBalances: (parameters) => readTokenBalances(tokenBalanceDeps, parameters),
    refreshBalances: () =>
      Promise.all([fetchBalance().catch(() => undefined), fetchTokenBalancesOfConfig({ forceUpdate: true })]),
  })

  /** The account's name from the reverse lookup, on connect, reload and account change (eip155). */
  const stopProfileName = watchProfileName({ api, account, network })

  /** Stopped by `destroy()`: parts created on first use (the send controller) register here. */
  const cleanups = new Set<() => void>([nativeBalance.stop, logFailures(events, logger)])

  // With `ssr`, the wallets are asked once `resumeReconnect()` runs (after hydration); `ready` waits for that.
  const restored = reconnectOnInit ? connection.restoreStored() : []
  let resume: () => void = () => {}
  const resumed =
    ssr && reconnectOnInit ? new Promise<void>((resolve) => (resume = resolve)) : Promise.resolve()
  const ready = resumed.then(() => connection.askWallets(restored))

  return {
    adapters,
    storage,
    events,
    options,
    alerts,
    toasts,
    account,
    network,
    router,
    modal,
    connection,
    recentWallets,
    /** Resolves once a stored connection has been restored (or found gone). */
    ready,
    /**
     * With `ssr`: asks the wallets of the restored connection (once; later calls do nothing). `PorticoProvider`
     * calls it after hydration; an app without it calls it once its first render is on screen. Without `ssr`
     * the wallets are asked at creation and this does nothing.
     */
    resumeReconnect(): Promise<void> {
      resume()
      return ready
    },
    getAdapter,
    /** The active namespace's account state. */
    getAccount: activeAccount,
    isConnected,
    open: modal.open,
    close: modal.close,
    connect: connection.connect,
    /** Disconnects every adapter, then ends every plug-in's own session (WalletConnect's, an e-mail login). */
    disconnect,
    /** The plug-ins, set up: `plugins.get(id)`, or the typed getter of a plug-in's package (`getWalletConnect(config)`). */
    plugins: { get: registry.get, has: registry.has, ids: registry.ids } as PluginRegistry,
    switchNetwork: connection.switchNetwork,
    fetchBalance,
    /** What went wrong, for a bug report: `logger.getLogs()` (a 1,024,000-byte ring buffer; level `logLevel`). */
    logger,
    /** The blockchain API client, when configured. */
    api,
    /** The wallet catalogue client, when an API is configured. */
    catalogue,
    fetchTokenBalances: fetchTokenBalancesOfConfig,
    /** Sends tracked events to the API's analytics endpoint, when an API is configured. */
    analytics,
    swap,
    /** Runs `cleanup` when the config is destroyed; returns a function that cancels it. */
    onDestroy(cleanup: () => void): () => void {
      cleanups.add(cleanup)
      return () => void cleanups.delete(cleanup)
    },
    destroy() {
      for (const cleanup of [...cleanups]) cleanup()
      cleanups.clear()
      analytics?.stop()
      stopProfileName()
      swap.destroy()
      connection.destroy()
      registry.destroy()
    },
  }
}

/** The networks of a config: a non-empty list, its literal types kept (`defineNetwork` keeps them). */
export type Networks = readonly [Network, ...Network[]]

/**
 * A Portico instance. `networks` are the networks it was created with: `switchNetwork` accepts only those, so
 * switching to a network the config does not have is a type error (and `NetworkNotFoundError` at run time).
 */
export type Config<networks extends Networks = Networks> = Omit<
  ReturnType<typeof buildConfig>,
  'switchNetwork'
> & {
  /** Switches the wallet (when connected on that namespace) and then the active network. */
  switchNetwork(target: networks[number]): Promise<void>
}

/**
 * Creates one Portico instance. Every controller, the storage and the event bus hang off it:
 * two configs on a page share nothing.
 */
export function createConfig<const networks extends Networks>(
  parameters: CreateConfigParameters & { networks: networks },
): Config<networks> {
  return buildConfig(parameters)
}
