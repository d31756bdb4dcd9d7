import type { ConnectionContext } from './connectionContext.js'
import { forgetConnection, syncAccounts, syncNetwork } from './connectionSync.js'

/**
 * Follows every adapter's events between calls: account changes, network changes, the wallet disconnecting.
 * Only a connected namespace listens. Returns the function that stops following.
 */
export function followAdapterEvents(context: ConnectionContext): () => void {
  const { adapters, account, network } = context
  const unsubscribers = [...adapters].map(([namespace, adapter]) =>
    adapter.subscribe((event) => {
      if (account.get(namespace).status !== 'connected') return
      if (event.type === 'accounts') {
        if (event.accounts.length === 0) forgetConnection(context, namespace)
        else syncAccounts(context, namespace, event.accounts)
      } else if (event.type === 'network') {
        // The active namespace follows its wallet's network; another keeps its account on the new network.
        if (namespace === network.state.activeChain) {
          syncNetwork(context, namespace, event.caipNetworkId)
          syncAccounts(context, namespace, account.get(namespace).allAccounts)
        } else syncAccounts(context, namespace, account.get(namespace).allAccounts, event.caipNetworkId)
      } else if (event.type === 'disconnect') {
        forgetConnection(context, namespace)
      }
    }),
  )
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe()
  }
}
