import { isAddressForNamespace } from '../../caip/isAddressForNamespace.js'
import type { SendDependencies } from './sendTypes.js'

/**
 * How the send form checks a receiver on the active network: the adapter's own check when it has one
 * (it knows the chain's address parameters), else the namespace's address format.
 */
export function sendAddressCheck(deps: Pick<SendDependencies, 'getAdapter' | 'network'>) {
  const namespace = deps.network.state.activeChain
  const network = deps.network.state.caipNetwork
  const adapter = namespace ? deps.getAdapter(namespace) : undefined
  return (address: string): boolean => {
    if (!namespace) return false
    if (adapter?.isAddress && network) return adapter.isAddress({ address, network })
    return isAddressForNamespace(namespace, address)
  }
}
