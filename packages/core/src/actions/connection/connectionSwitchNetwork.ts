import type { Network } from '../../networks/types.js'
import type { ConnectionContext } from './connectionContext.js'
import { syncAccounts } from './connectionSync.js'

/** Switches the wallet (when connected on that namespace) and then the active network. */
export async function switchConnectedNetwork(context: ConnectionContext, target: Network): Promise<void> {
  const { account, network } = context
  network.require(target.caipNetworkId)
  const namespace = target.chainNamespace
  if (account.get(namespace).status === 'connected') {
    await context.adapterOf(namespace).switchNetwork({ network: target })
    network.setActive(target)
    syncAccounts(context, namespace, account.get(namespace).allAccounts)
  } else {
    network.setActive(target)
  }
}
