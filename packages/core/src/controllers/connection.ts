import { connectWallet } from '../actions/connection/connectionConnect.js'
import {
  type ConnectionDependencies,
  createConnectionContext,
} from '../actions/connection/connectionContext.js'
import { disconnectAll } from '../actions/connection/connectionDisconnect.js'
import { followAdapterEvents } from '../actions/connection/connectionEvents.js'
import { askStoredWallets, restoreStoredConnections } from '../actions/connection/connectionRestore.js'
import { switchConnectedNetwork } from '../actions/connection/connectionSwitchNetwork.js'
import { syncAccounts } from '../actions/connection/connectionSync.js'
import type { ConnectReturnType } from '../adapter/types.js'
import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { Network } from '../networks/types.js'
import type { PluginConnectParameters } from '../plugins/types.js'

export type { ConnectionDependencies }

/**
 * Connect, restore, follow and disconnect wallets across every adapter of a config. Each step is a file of
 * `actions/connection/` over one shared `ConnectionContext`.
 */
export function createConnectionController(deps: ConnectionDependencies) {
  const context = createConnectionContext(deps)
  // Adapter events between calls: account changes, network changes, the wallet disconnecting.
  const stopFollowingAdapters = followAdapterEvents(context)

  /**
   * The synchronous half of `reconnect`: marks each stored namespace `connecting` with its last connected
   * address, which is what a server render shows. Returns the stored entries for `askWallets`.
   */
  function restoreStored(): [string, string][] {
    return restoreStoredConnections(context)
  }

  /** The asynchronous half of `reconnect`: asks each wallet again; `connected`, or `disconnected` and forgotten. */
  function askWallets(entries: [string, string][]): Promise<void> {
    return askStoredWallets(context, entries)
  }

  return {
    /**
     * Connects a wallet on one namespace; by default that namespace and its network become active. With
     * `activate: false` (the other namespaces of a multi-chain wallet) the active network stays as it is.
     */
    connect(parameters: PluginConnectParameters): Promise<ConnectReturnType> {
      return connectWallet(context, parameters)
    },

    /**
     * Restoring stored connections, in two halves (`createConfig` runs the second at once, or after hydration
     * with `ssr`): `restoreStored` marks them `connecting` with the last address; `askWallets` ends each
     * `connected`, or `disconnected` with the stored id forgotten when the wallet no longer allows it.
     */
    restoreStored,
    askWallets,

    /** Disconnects every adapter, resets account and network, forgets stored ids and tracks the outcome. */
    disconnect(): Promise<void> {
      return disconnectAll(context)
    },

    /** Switches the wallet (when connected on that namespace) and then the active network. */
    switchNetwork(target: Network): Promise<void> {
      return switchConnectedNetwork(context, target)
    },

    /**
     * Reads again what a plug-in's wallet says the connected account of `namespace` is (its session's
     * `accountTypeOf`), e.g. once its smart account was deployed. Nothing when the namespace is not connected.
     */
    syncAccountTypes(namespace: ChainNamespace): void {
      const { status, allAccounts, caipAddress } = context.account.get(namespace)
      // On the network the account is shown on (the active one, or its own for a namespace beside it).
      const caipNetworkId = caipAddress?.split(':').slice(0, 2).join(':') as CaipNetworkId | undefined
      if (status === 'connected' && caipNetworkId)
        syncAccounts(context, namespace, allAccounts, caipNetworkId)
    },

    destroy() {
      stopFollowingAdapters()
    },
  }
}

export type ConnectionController = ReturnType<typeof createConnectionController>
