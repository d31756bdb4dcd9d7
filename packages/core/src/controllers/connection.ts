import type { Account, ChainAdapter, ConnectReturnType } from '../adapter/types.js'
import type { CaipAddress, ChainNamespace } from '../caip/types.js'
import type { BaseError } from '../errors/base.js'
import { ChainAdapterNotFoundError, DisconnectChainError, NetworkNotFoundError } from '../errors/thrown.js'
import type { EventBus } from '../events/createEventBus.js'
import type { Network } from '../networks/types.js'
import type { PluginConnectParameters, RemoteConnection } from '../plugins/types.js'
import type { Storage } from '../storage/createStorage.js'
import type { AccountController } from './account.js'
import type { NetworkController } from './network.js'
import { isUnsupportedNetwork } from './network.js'
import type { RecentWalletsController } from './recentWallets.js'

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

/** A plug-in's wallet as the adapter's `ConnectParameters` member that carries it. */
const sessionParameter = (remote: RemoteConnection | undefined) =>
  remote ? { [remote.parameter]: remote.session } : {}

/** Connect, restore, follow and disconnect wallets across every adapter of a config. */
export function createConnectionController(deps: ConnectionDependencies) {
  const { adapters, account, network, storage, events, recentWallets, restoreRemote = () => null } = deps

  const adapterOf = (namespace: ChainNamespace) => {
    const adapter = adapters.get(namespace)
    if (!adapter) throw new ChainAdapterNotFoundError({ details: namespace })
    return adapter
  }

  const networkFor = (namespace: ChainNamespace, requested?: Network) => {
    const active = network.state.caipNetwork
    const chosen =
      requested ??
      (active?.chainNamespace === namespace && !isUnsupportedNetwork(active) ? active : undefined) ??
      network.networksOf(namespace)[0]
    if (!chosen) throw new NetworkNotFoundError({ details: namespace })
    return chosen
  }

  /**
   * Follows the wallet's network: a requested one becomes active, anything else the unsupported placeholder
   * (a UI shows its unsupported-network view for it unless the `allowUnsupportedChain` option is on).
   */
  const syncNetwork = (namespace: ChainNamespace, caipNetworkId: string) => {
    const found = network.find(caipNetworkId)
    if (found) network.setActive(found)
    else network.setUnsupported(namespace)
  }

  /** The account's addresses, on the active network, or on `caipNetworkId` for a namespace that is not active. */
  const syncAccounts = (
    namespace: ChainNamespace,
    accounts: readonly Account[],
    caipNetworkId = network.state.caipNetwork?.caipNetworkId,
  ) => {
    const first = accounts[0]
    if (!first || !caipNetworkId) return
    const reference = caipNetworkId.split(':')[1]
    account.set(namespace, 'allAccounts', [...accounts])
    account.setCaipAddress(namespace, `${namespace}:${reference}:${first.address}` as CaipAddress)
    account.set(namespace, 'preferredAccountType', first.type)
    storage.setItem('connectedAddresses', {
      ...storage.getItem('connectedAddresses'),
      [namespace]: first.address,
    })
  }

  /**
   * Records a connection. An `activate`d namespace's network becomes the active one; another namespace (a
   * multi-chain wallet's, or one restored beside the active) keeps its account on its own network.
   */
  const syncConnected = (
    namespace: ChainNamespace,
    connectorId: string,
    result: ConnectReturnType,
    activate: boolean,
    remote: RemoteConnection | undefined,
  ) => {
    if (activate) {
      syncNetwork(namespace, result.caipNetworkId)
      syncAccounts(namespace, result.accounts)
    } else syncAccounts(namespace, result.accounts, result.caipNetworkId)
    const connector = adapterOf(namespace)
      .getConnectors()
      .find((c) => c.id === connectorId)
    account.set(
      namespace,
      'connectedWalletInfo',
      remote
        ? { name: remote.session.peer.name, icon: remote.session.peer.icon, type: remote.type }
        : {
            name: connector?.name ?? connectorId,
            icon: connector?.imageUrl ?? connector?.info?.icon,
            type: connector?.type,
            identifier: connector?.info?.rdns,
          },
    )
    account.set(namespace, 'status', 'connected')
    storage.setItem('connectorIds', { ...storage.getItem('connectorIds'), [namespace]: connectorId })
  }

  const forget = (namespace: ChainNamespace) => {
    account.reset(namespace)
    const { [namespace]: _removed, ...others } = storage.getItem('connectorIds') ?? {}
    storage.setItem('connectorIds', others)
    const { [namespace]: _address, ...addresses } = storage.getItem('connectedAddresses') ?? {}
    storage.setItem('connectedAddresses', addresses)
  }

  // Adapter events between calls: account changes, network changes, the wallet disconnecting.
  const unsubscribers = [...adapters].map(([namespace, adapter]) =>
    adapter.subscribe((event) => {
      if (account.get(namespace).status !== 'connected') return
      if (event.type === 'accounts') {
        if (event.accounts.length === 0) forget(namespace)
        else syncAccounts(namespace, event.accounts)
      } else if (event.type === 'network') {
        // The active namespace follows its wallet's network; another keeps its account on the new network.
        if (namespace === network.state.activeChain) {
          syncNetwork(namespace, event.caipNetworkId)
          syncAccounts(namespace, account.get(namespace).allAccounts)
        } else syncAccounts(namespace, account.get(namespace).allAccounts, event.caipNetworkId)
      } else if (event.type === 'disconnect') {
        forget(namespace)
      }
    }),
  )

  /**
   * The synchronous half of `reconnect`: marks each stored namespace `connecting` with its last connected
   * address, which is what a server render shows. Returns the stored entries for `askWallets`.
   */
  function restoreStored(): [string, string][] {
    const stored = storage.getItem('connectorIds') ?? {}
    const entries = Object.entries(stored).filter(([namespace]) => adapters.has(namespace as ChainNamespace))
    const addresses = storage.getItem('connectedAddresses') ?? {}
    for (const [key] of entries) {
      const namespace = key as ChainNamespace
      account.set(namespace, 'status', 'connecting')
      // The last known account shows at once (and in a server render) while the wallet is asked again.
      const address = addresses[namespace]
      const reference = network.networksOf(namespace)[0] && networkFor(namespace).caipNetworkId.split(':')[1]
      if (address && reference)
        account.setCaipAddress(namespace, `${namespace}:${reference}:${address}` as CaipAddress)
    }
    return entries
  }

  /** The asynchronous half of `reconnect`: asks each wallet again; `connected`, or `disconnected` and forgotten. */
  async function askWallets(entries: [string, string][]): Promise<void> {
    // The last used namespace leads when it was connected; otherwise the first stored one does.
    const active = network.state.activeChain
    const leader = entries.some(([namespace]) => namespace === active) ? active : entries[0]?.[0]
    await Promise.all(
      entries.map(async ([key, connectorId]) => {
        const namespace = key as ChainNamespace
        try {
          // A plug-in's connection (a WalletConnect session, an e-mail login) needs its stored wallet, which
          // the plug-in that owns the connector restores (its code loads only in this case).
          const restoring = restoreRemote(connectorId, namespace)
          const remote = restoring ? await restoring : undefined
          if (restoring && !remote) {
            forget(namespace)
            return
          }
          const result = await adapterOf(namespace).reconnect({
            connectorId,
            network: networkFor(namespace),
            ...sessionParameter(remote),
          })
          // Only the leading namespace's wallet moves the active network; the others restore beside it.
          if (result) syncConnected(namespace, connectorId, result, namespace === leader, remote)
          else forget(namespace)
        } catch {
          forget(namespace)
        }
      }),
    )
  }

  return {
    /**
     * Connects a wallet on one namespace; by default that namespace and its network become active. With
     * `activate: false` (the other namespaces of a multi-chain wallet) the active network stays as it is.
     */
    async connect({
      namespace,
      connectorId,
      network: requested,
      activate = true,
      remote,
    }: PluginConnectParameters): Promise<ConnectReturnType> {
      const adapter = adapterOf(namespace)
      const target = networkFor(namespace, requested)
      const previous = account.get(namespace).status
      account.set(namespace, 'status', 'connecting')
      try {
        const result = await adapter.connect({ connectorId, network: target, ...sessionParameter(remote) })
        syncConnected(namespace, connectorId, result, activate, remote)
        const connector = adapter.getConnectors().find((c) => c.id === connectorId)
        if (connector)
          recentWallets.add({
            id: connector.id,
            name: connector.name,
            imageUrl: connector.imageUrl,
            rdns: connector.info?.rdns,
          })
        events.emit('CONNECT_SUCCESS', {
          method: remote?.method ?? 'browser',
          name: remote?.session.peer.name ?? connector?.name ?? connectorId,
        })
        return result
      } catch (error) {
        account.set(namespace, 'status', previous === 'connected' ? 'connected' : 'disconnected')
        events.emit('CONNECT_ERROR', { message: (error as Error).message })
        throw error
      }
    },

    /**
     * Restoring stored connections, in two halves (`createConfig` runs the second at once, or after hydration
     * with `ssr`): `restoreStored` marks them `connecting` with the last address; `askWallets` ends each
     * `connected`, or `disconnected` with the stored id forgotten when the wallet no longer allows it.
     */
    restoreStored,
    askWallets,

    /** Disconnects every adapter, resets account and network, forgets stored ids and tracks the outcome. */
    async disconnect(): Promise<void> {
      const failures: BaseError[] = []
      await Promise.all(
        [...adapters].map(async ([namespace, adapter]) => {
          try {
            await adapter.disconnect()
          } catch (cause) {
            failures.push(new DisconnectChainError(namespace, { cause }))
          }
          account.reset(namespace)
        }),
      )
      storage.removeItem('connectorIds')
      storage.removeItem('connectedAddresses')
      network.reset()
      const [failure] = failures
      if (failure) {
        events.emit('DISCONNECT_ERROR', { message: failure.message })
        throw failure
      }
      events.emit('DISCONNECT_SUCCESS')
    },

    /** Switches the wallet (when connected on that namespace) and then the active network. */
    async switchNetwork(target: Network): Promise<void> {
      network.require(target.caipNetworkId)
      const namespace = target.chainNamespace
      if (account.get(namespace).status === 'connected') {
        await adapterOf(namespace).switchNetwork({ network: target })
        network.setActive(target)
        syncAccounts(namespace, account.get(namespace).allAccounts)
      } else {
        network.setActive(target)
      }
    },

    destroy() {
      for (const unsubscribe of unsubscribers) unsubscribe()
    },
  }
}

export type ConnectionController = ReturnType<typeof createConnectionController>
