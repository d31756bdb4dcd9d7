import type { ConnectReturnType } from '../../adapter/types.js'
import type { PluginConnectParameters } from '../../plugins/types.js'
import { type ConnectionContext, sessionParameter } from './connectionContext.js'
import { syncConnected } from './connectionSync.js'

/**
 * Connects a wallet on one namespace; by default that namespace and its network become active. With
 * `activate: false` (the other namespaces of a multi-chain wallet) the active network stays as it is.
 * Remembers the wallet among the recent ones and emits `CONNECT_SUCCESS`, or `CONNECT_ERROR` and throws.
 */
export async function connectWallet(
  context: ConnectionContext,
  { namespace, connectorId, network: requested, activate = true, remote }: PluginConnectParameters,
): Promise<ConnectReturnType> {
  const { account, events, recentWallets } = context
  const adapter = context.adapterOf(namespace)
  const target = context.networkFor(namespace, requested)
  const previous = account.get(namespace).status
  account.set(namespace, 'status', 'connecting')
  try {
    const result = await adapter.connect({ connectorId, network: target, ...sessionParameter(remote) })
    syncConnected(context, namespace, connectorId, result, activate, remote)
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
}
