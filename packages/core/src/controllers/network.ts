import { proxy } from 'valtio/vanilla'
import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'
import { BaseError } from '../errors/base.js'
import { AdapterNotFoundError, NetworkNotFoundError } from '../errors/thrown.js'
import type { EventBus } from '../events/createEventBus.js'
import type { Network } from '../networks/types.js'
import type { Storage } from '../storage/createStorage.js'
import type { AlertController } from './alerts.js'

export type NetworkState = {
  activeChain: ChainNamespace | undefined
  caipNetwork: Network | undefined
  requestedCaipNetworks: Network[]
  /** True while the last switch crossed namespaces. */
  isSwitchingNamespace: boolean
  /** Connectors shown are filtered to this namespace after a namespace switch. */
  connectorFilter: ChainNamespace | undefined
  /**
   * The eip155 chain ids where the connected embedded wallet offers a smart account (remembered in storage, so a
   * reload shows them at once); empty when it offers none, or when asking for them failed.
   */
  smartAccountEnabledNetworks: number[]
}

/** Chain ids as storage keeps them: a comma list of whole numbers ('' for none). */
const chainIdList = {
  parse: (value: string | undefined): number[] => (value ?? '').split(',').filter(Boolean).map(Number),
  format: (chainIds: readonly number[]): number[] =>
    chainIds.filter((id) => Number.isSafeInteger(id) && id >= 0),
}

export const UNSUPPORTED_NETWORK_NAME = 'Unsupported Network'

/** The network active at first when nothing is stored and no default is given, if it is requested. */
export const DEFAULT_CAIP_NETWORK_ID = 'eip155:1'

export class LastNetworkError extends BaseError {
  override name = 'LastNetworkError'
  constructor(namespace: string) {
    super('Cannot remove the last network of a namespace', { details: namespace })
  }
}

/** The placeholder the active network becomes when the wallet is on a network not requested. */
export function unsupportedNetwork(namespace: ChainNamespace, like: Network | undefined): Network {
  return {
    id: 'unsupported',
    caipNetworkId: `${namespace}:unsupported`,
    name: UNSUPPORTED_NETWORK_NAME,
    chainNamespace: namespace,
    nativeCurrency: like?.nativeCurrency ?? { name: '', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
}

export function isUnsupportedNetwork(network: Network | undefined): boolean {
  return network?.id === 'unsupported'
}

export function createNetworkController({
  networks,
  defaultNetwork,
  storage,
  events,
  hasAdapter,
  alerts,
}: {
  networks: readonly Network[]
  defaultNetwork?: Network | undefined
  storage: Storage
  events: EventBus
  hasAdapter: (namespace: ChainNamespace) => boolean
  /** Where 'Network Not Found' shows (once) when asked for a network outside `networks`. */
  alerts?: Pick<AlertController, 'showOnce'> | undefined
}) {
  // A default network must be one of the networks: otherwise the alert, and the usual fallback below.
  if (defaultNetwork && !networks.some((n) => n.caipNetworkId === defaultNetwork.caipNetworkId))
    alerts?.showOnce('networkNotFound')
  // The stored network, else the default network, else Ethereum mainnet when it is requested, else the first.
  const stored = storage.getItem('lastUsedChainId')
  const initial =
    networks.find((n) => n.caipNetworkId === stored) ??
    (defaultNetwork && networks.find((n) => n.caipNetworkId === defaultNetwork.caipNetworkId)) ??
    networks.find((n) => n.caipNetworkId === DEFAULT_CAIP_NETWORK_ID) ??
    networks[0]

  const state = proxy<NetworkState>({
    activeChain: initial?.chainNamespace,
    caipNetwork: initial,
    requestedCaipNetworks: [...networks],
    isSwitchingNamespace: false,
    connectorFilter: undefined,
    smartAccountEnabledNetworks: chainIdList.parse(storage.getItem('embeddedWalletSmartAccountNetworks')),
  })

  const find = (caipNetworkId: string) =>
    state.requestedCaipNetworks.find((n) => n.caipNetworkId === caipNetworkId)

  /** The network among the requested ones; else the 'Network Not Found' alert (once) and `NetworkNotFoundError`. */
  const require = (caipNetworkId: string): Network => {
    const network = find(caipNetworkId)
    if (network) return network
    alerts?.showOnce('networkNotFound')
    throw new NetworkNotFoundError({ details: caipNetworkId })
  }

  /** Makes `network` active: namespace-switch bookkeeping, stored id, SWITCH_NETWORK tracked. */
  const setActive = (network: Network) => {
    const previous = state.caipNetwork
    const namespaceSwitch = state.activeChain !== undefined && state.activeChain !== network.chainNamespace
    state.isSwitchingNamespace = namespaceSwitch
    if (namespaceSwitch) state.connectorFilter = network.chainNamespace
    state.activeChain = network.chainNamespace
    state.caipNetwork = network
    if (!isUnsupportedNetwork(network)) storage.setItem('lastUsedChainId', network.caipNetworkId)
    if (previous?.caipNetworkId !== network.caipNetworkId) {
      events.emit('SWITCH_NETWORK', { network: network.caipNetworkId })
    }
  }

  return {
    state,
    find,
    require,
    /** A supported network is any among the requested ones, or any if none requested. */
    isSupported(caipNetworkId: string): boolean {
      return state.requestedCaipNetworks.length === 0 || find(caipNetworkId) !== undefined
    },
    networksOf(namespace: ChainNamespace): Network[] {
      return state.requestedCaipNetworks.filter((n) => n.chainNamespace === namespace)
    },
    setActive,
    setUnsupported(namespace: ChainNamespace) {
      const like = state.requestedCaipNetworks.find((n) => n.chainNamespace === namespace)
      state.activeChain = namespace
      state.caipNetwork = unsupportedNetwork(namespace, like)
    },
    addNetwork(network: Network) {
      if (!find(network.caipNetworkId)) state.requestedCaipNetworks.push(network)
    },
    /**
     * Fails if the namespace has no adapter, the network is unknown, or it is the last of its namespace. Removing the active network falls back to the first remaining one.
     */
    removeNetwork(caipNetworkId: CaipNetworkId) {
      const namespace = caipNetworkId.split(':')[0] as ChainNamespace
      if (!hasAdapter(namespace)) throw new AdapterNotFoundError({ details: namespace })
      require(caipNetworkId)
      if (state.requestedCaipNetworks.filter((n) => n.chainNamespace === namespace).length <= 1) {
        throw new LastNetworkError(namespace)
      }
      state.requestedCaipNetworks = state.requestedCaipNetworks.filter(
        (n) => n.caipNetworkId !== caipNetworkId,
      )
      if (state.caipNetwork?.caipNetworkId === caipNetworkId) {
        const fallback = state.requestedCaipNetworks[0]
        if (fallback) setActive(fallback)
      }
    },
    /** Where the embedded wallet offers smart accounts (eip155 chain ids), kept in storage too. */
    setSmartAccountEnabledNetworks(chainIds: readonly number[]) {
      const valid = chainIdList.format(chainIds)
      state.smartAccountEnabledNetworks = valid
      if (valid.length > 0) storage.setItem('embeddedWalletSmartAccountNetworks', valid.join(','))
      else storage.removeItem('embeddedWalletSmartAccountNetworks')
    },
    /** Whether the embedded wallet offers a smart account on `network` (an eip155 network among those it listed). */
    isSmartAccountEnabled(network: Network | undefined): boolean {
      return (
        network?.chainNamespace === 'eip155' &&
        state.smartAccountEnabledNetworks.includes(Number(network.caipNetworkId.split(':')[1]))
      )
    },
    /** After a disconnect: keep the chosen network unless it was the unsupported placeholder. */
    reset() {
      if (!state.caipNetwork || isUnsupportedNetwork(state.caipNetwork)) {
        const first = state.requestedCaipNetworks[0]
        state.caipNetwork = first
        state.activeChain = first?.chainNamespace
      }
      state.isSwitchingNamespace = false
      state.connectorFilter = undefined
    },
  }
}

export type NetworkController = ReturnType<typeof createNetworkController>
