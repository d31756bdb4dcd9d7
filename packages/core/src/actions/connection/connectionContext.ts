import type { RemoteWalletSession } from '../../adapter/remoteWalletSession.js'
import type { ChainAdapter } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import type { AccountController } from '../../controllers/account.js'
import type { NetworkController } from '../../controllers/network.js'
import { isUnsupportedNetwork } from '../../controllers/network.js'
import type { RecentWalletsController } from '../../controllers/recentWallets.js'
import { ChainAdapterNotFoundError, NetworkNotFoundError } from '../../errors/thrown.js'
import type { EventBus } from '../../events/createEventBus.js'
import type { Network } from '../../networks/types.js'
import type { RemoteConnection } from '../../plugins/types.js'
import type { Storage } from '../../storage/createStorage.js'

export type ConnectionDependencies = {
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  account: AccountController
  network: NetworkController
  storage: Storage
  events: EventBus
  recentWallets: RecentWalletsController
  /**
   * The wallet of a connection stored under `connectorId`, asked of the plug-in that owns that connector
   * (`undefined`: gone, so forgotten); `null` when no plug-in does and the adapter restores it alone.
   */
  restoreRemote?:
    | ((connectorId: string, namespace: ChainNamespace) => Promise<RemoteConnection | undefined> | null)
    | undefined
}

/**
 * What every connection step shares: the config's adapters, controllers and storage, and the two look-ups
 * each step starts with (the namespace's adapter, the network to connect on).
 */
export function createConnectionContext(deps: ConnectionDependencies) {
  const { adapters, account, network, storage, events, recentWallets, restoreRemote = () => null } = deps
  return {
    adapters,
    account,
    network,
    storage,
    events,
    recentWallets,
    restoreRemote,
    /** The session of each namespace connected through a plug-in's wallet (its word on account types). */
    remotes: new Map<ChainNamespace, RemoteWalletSession>(),
    /** The namespace's adapter; throws `ChainAdapterNotFoundError` when the config has none. */
    adapterOf(namespace: ChainNamespace): ChainAdapter {
      const adapter = adapters.get(namespace)
      if (!adapter) throw new ChainAdapterNotFoundError({ details: namespace })
      return adapter
    },
    /**
     * The network to connect `namespace` on: the requested one, else the active one when it is this
     * namespace's and supported, else the namespace's first. Throws `NetworkNotFoundError` when there is none.
     */
    networkFor(namespace: ChainNamespace, requested?: Network): Network {
      const active = network.state.caipNetwork
      const chosen =
        requested ??
        (active?.chainNamespace === namespace && !isUnsupportedNetwork(active) ? active : undefined) ??
        network.networksOf(namespace)[0]
      if (!chosen) throw new NetworkNotFoundError({ details: namespace })
      return chosen
    },
  }
}

export type ConnectionContext = ReturnType<typeof createConnectionContext>

/** A plug-in's wallet as the adapter's `ConnectParameters` member that carries it. */
export const sessionParameter = (remote: RemoteConnection | undefined) =>
  remote ? { [remote.parameter]: remote.session } : {}
