import type { Network } from '@portico/core'
import { useConfig } from './useConfig.js'
import { useProxyState } from './useProxyState.js'

export type UseNetworkReturnType = {
  /** The active network (the unsupported placeholder when the wallet is elsewhere). */
  caipNetwork: Readonly<Network> | undefined
  /** Every network the app asked for. */
  networks: readonly Readonly<Network>[]
  /** Switches the wallet (when connected) and then the active network. */
  switchNetwork: (network: Network) => Promise<void>
}

/** The active network and the networks to switch to. */
export function useNetwork(): UseNetworkReturnType {
  const config = useConfig()
  const { caipNetwork, requestedCaipNetworks } = useProxyState(config.network.state)
  return {
    caipNetwork: caipNetwork as Readonly<Network> | undefined,
    networks: requestedCaipNetworks as readonly Readonly<Network>[],
    switchNetwork: config.switchNetwork,
  }
}
