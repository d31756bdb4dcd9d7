import { buildUrl } from '../api/buildUrl.js'
import type { BlockchainApiClient } from '../api/createBlockchainApiClient.js'
import { isRpcProxyChain } from '../api/rpcProxy.js'
import { createConnectionController } from '../controllers/connection.js'
import type { Network } from '../networks/types.js'
import { createPluginRegistry } from '../plugins/createPluginRegistry.js'
import type { Plugin, PluginHooks } from '../plugins/types.js'
import type { CoreControllers } from './coreControllers.js'

export type ConnectionAndPluginsParameters = {
  plugins: readonly Plugin[]
  /** The blockchain API's URL, when there is one (its RPC proxy serves EVM wallets outside the page). */
  apiUrl: string | undefined
  /** The blockchain API client, when there is one, for the plug-ins. */
  api: BlockchainApiClient | undefined
}

/**
 * The second step of a config: the connection controller, the plug-ins set up on it, and the adapters set up
 * with their RPC URLs. `disconnect` ends the adapters' sessions, then every plug-in's own.
 */
export function connectAdaptersAndPlugins(
  parts: CoreControllers,
  { plugins: pluginList, apiUrl, api }: ConnectionAndPluginsParameters,
) {
  const { adapters, account, network, storage, events, recentWallets, options, logger } = parts
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
    target.chainNamespace === 'eip155' && apiUrl && options.state.projectId
      ? buildUrl(apiUrl, 'v1', { chainId: target.caipNetworkId, projectId: options.state.projectId })
      : target.rpcUrls.default.http[0]
  const hooks: PluginHooks = {}

  const registry = createPluginRegistry(pluginList, {
    options,
    adapters,
    account,
    network,
    recentWallets,
    storage,
    storageBackend: parts.storageBackend,
    alerts: parts.alerts,
    toasts: parts.toasts,
    events,
    now: parts.now,
    connection: {
      connect: connection.connect,
      disconnect: () => connection.disconnect(),
      syncAccountTypes: connection.syncAccountTypes,
    },
    disconnect,
    rpcUrlOf,
    logger,
    api,
    hooks,
  })
  // Adapters read the well-known chains through the API's proxy; the others through their own RPC URLs.
  const adapterRpcUrlOf = (target: Network) => (isRpcProxyChain(target) ? rpcUrlOf(target) : undefined)
  for (const adapter of adapters.values()) adapter.setup?.({ logger, rpcUrlOf: adapterRpcUrlOf })
  plugins = registry

  return { connection, disconnect, registry }
}
