import type { CaipAddress, ChainNamespace } from '../../caip/types.js'
import { type ConnectionContext, sessionParameter } from './connectionContext.js'
import { forgetConnection, syncConnected } from './connectionSync.js'

/**
 * The synchronous half of `reconnect`: marks each stored namespace `connecting` with its last connected
 * address, which is what a server render shows. Returns the stored entries for `askStoredWallets`.
 */
export function restoreStoredConnections(context: ConnectionContext): [string, string][] {
  const { adapters, account, network, storage } = context
  const stored = storage.getItem('connectorIds') ?? {}
  const entries = Object.entries(stored).filter(([namespace]) => adapters.has(namespace as ChainNamespace))
  const addresses = storage.getItem('connectedAddresses') ?? {}
  for (const [key] of entries) {
    const namespace = key as ChainNamespace
    account.set(namespace, 'status', 'connecting')
    // The last known account shows at once (and in a server render) while the wallet is asked again.
    const address = addresses[namespace]
    const reference =
      network.networksOf(namespace)[0] && context.networkFor(namespace).caipNetworkId.split(':')[1]
    if (address && reference)
      account.setCaipAddress(namespace, `${namespace}:${reference}:${address}` as CaipAddress)
  }
  return entries
}

/** The asynchronous half of `reconnect`: asks each wallet again; `connected`, or `disconnected` and forgotten. */
export async function askStoredWallets(
  context: ConnectionContext,
  entries: [string, string][],
): Promise<void> {
  // The last used namespace leads when it was connected; otherwise the first stored one does.
  const { network, restoreRemote } = context
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
          forgetConnection(context, namespace)
          return
        }
        const result = await context.adapterOf(namespace).reconnect({
          connectorId,
          network: context.networkFor(namespace),
          ...sessionParameter(remote),
        })
        // Only the leading namespace's wallet moves the active network; the others restore beside it.
        if (result) syncConnected(context, namespace, connectorId, result, namespace === leader, remote)
        else forgetConnection(context, namespace)
      } catch {
        forgetConnection(context, namespace)
      }
    }),
  )
}
