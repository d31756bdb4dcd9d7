import type { ChainAdapter } from '../../adapter/types.js'
import type { BlockchainApiClient } from '../../api/createBlockchainApiClient.js'
import { hasEvmCoinType } from '../../api/evmCoinType.js'
import type { ChainNamespace } from '../../caip/types.js'
import type { AccountController } from '../../controllers/account.js'
import type { NetworkController } from '../../controllers/network.js'
import type { Network } from '../../networks/types.js'

/** What the name actions need from a config. A `Config` satisfies it as it is. */
export type NamesDependencies = {
  api: BlockchainApiClient | undefined
  account: AccountController
  network: NetworkController
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
}

/** The connected eip155 account, its network and chain id, when names are supported there. */
export type NameContext = {
  api: BlockchainApiClient
  address: string
  network: Network
  chainId: number
}

/**
 * Why names are not offered: no API configured, no connected account, a namespace other than eip155, or a
 * chain id without a coin type (2147483648 and above: 'Invalid chainId').
 */
export type NamesUnsupportedReason = 'noApi' | 'notConnected' | 'namespace' | 'chainId'

/** The active account's name context, or why names are not supported for it. */
export function nameContext({
  api,
  account,
  network,
}: Pick<NamesDependencies, 'api' | 'account' | 'network'>):
  | { context: NameContext; unsupported?: undefined }
  | { context?: undefined; unsupported: NamesUnsupportedReason } {
  const namespace = network.state.activeChain
  const caipNetwork = network.state.caipNetwork
  const current = namespace ? account.get(namespace) : undefined
  if (!api) return { unsupported: 'noApi' }
  if (current?.status !== 'connected' || !current.address || !caipNetwork)
    return { unsupported: 'notConnected' }
  if (namespace !== 'eip155' || caipNetwork.chainNamespace !== 'eip155') return { unsupported: 'namespace' }
  const chainId = Number(caipNetwork.id)
  if (!hasEvmCoinType(chainId)) return { unsupported: 'chainId' }
  return { context: { api, address: current.address, network: caipNetwork, chainId } }
}
