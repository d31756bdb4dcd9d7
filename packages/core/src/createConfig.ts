import { watchProfileName } from './actions/names/watchProfileName.js'
import type { ChainAdapter } from './adapter/types.js'
import type { ChainNamespace } from './caip/types.js'
import type { OptionsParameters } from './controllers/options.js'
import { type ApiOptions, createApiClients } from './createConfig/apiClients.js'
import { createBalanceReaders } from './createConfig/balanceReaders.js'
import { connectAdaptersAndPlugins } from './createConfig/connectionAndPlugins.js'
import { createCoreControllers } from './createConfig/coreControllers.js'
import type { LogLevel } from './logger/createLogger.js'
import { logFailures } from './logger/logFailures.js'
import type { Network } from './networks/types.js'
import type { Plugin, PluginRegistry } from './plugins/types.js'
import type { CreateStorageParameters } from './storage/createStorage.js'
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
  api?: ApiOptions | undefined
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

  const parts = createCoreControllers({
    options: rest,
    adapters,
    storage: backend,
    storageKey,
    logLevel,
    now,
  })
  const { logger, options, storage, events, alerts, toasts, account, network, router, modal } = parts
  if (!options.state.projectId) alerts.show('projectIdNotConfigured')
  const { api, catalogue, analytics } = createApiClients(parts, apiOptions)
  const { connection, disconnect, registry } = connectAdaptersAndPlugins(parts, {
    plugins: pluginList,
    apiUrl: apiOptions?.url,
    api,
  })
  const balances = createBalanceReaders(parts, api)
  const getAdapter = (namespace: ChainNamespace) => adapters.get(namespace)

  /** The account's name from the reverse lookup, on connect, reload and account change (eip155). */
  const stopProfileName = watchProfileName({ api, account, network })

  /** Stopped by `destroy()`: parts created on first use (send, swap, on-ramp, history) register here. */
  const cleanups = new Set<() => void>([balances.stop, logFailures(events, logger)])

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
    recentWallets: parts.recentWallets,
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
    getAccount: parts.activeAccount,
    isConnected: parts.isConnected,
    open: modal.open,
    close: modal.close,
    connect: connection.connect,
    /** Disconnects every adapter, then ends every plug-in's own session (WalletConnect's, an e-mail login). */
    disconnect,
    /** The plug-ins, set up: `plugins.get(id)`, or the typed getter of a plug-in's package (`getWalletConnect(config)`). */
    plugins: { get: registry.get, has: registry.has, ids: registry.ids } as PluginRegistry,
    switchNetwork: connection.switchNetwork,
    fetchBalance: balances.fetchBalance,
    /** What went wrong, for a bug report: `logger.getLogs()` (a 1,024,000-byte ring buffer; level `logLevel`). */
    logger,
    /** The blockchain API client, when configured. */
    api,
    /** The wallet catalogue client, when an API is configured. */
    catalogue,
    /** The active account's token balances (the one reader); on failure, the balances already shown. */
    fetchTokenBalances: balances.fetchTokenBalances,
    /** The same reader, throwing when the balances cannot be read (swap starts from it). */
    readTokenBalances: balances.readTokenBalances,
    /** Sends tracked events to the API's analytics endpoint, when an API is configured. */
    analytics,
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
