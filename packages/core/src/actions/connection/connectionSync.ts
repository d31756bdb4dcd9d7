import type { Account, ConnectReturnType } from '../../adapter/types.js'
import type { CaipAddress, ChainNamespace } from '../../caip/types.js'
import type { RemoteConnection } from '../../plugins/types.js'
import type { ConnectionContext } from './connectionContext.js'

/**
 * Follows the wallet's network: a requested one becomes active, anything else the unsupported placeholder
 * (a UI shows its unsupported-network view for it unless the `allowUnsupportedChain` option is on).
 */
export function syncNetwork(
  { network }: ConnectionContext,
  namespace: ChainNamespace,
  caipNetworkId: string,
) {
  const found = network.find(caipNetworkId)
  if (found) network.setActive(found)
  else network.setUnsupported(namespace)
}

/**
 * The account's addresses, on the active network, or on `caipNetworkId` for a namespace that is not active. The
 * first account's type is the one shown: a plug-in's wallet that says what its account is (the embedded wallet's
 * smart account, deployed or not) is believed over the type read on chain.
 */
export function syncAccounts(
  { account, network, storage, remotes }: ConnectionContext,
  namespace: ChainNamespace,
  accounts: readonly Account[],
  caipNetworkId = network.state.caipNetwork?.caipNetworkId,
) {
  const first = accounts[0]
  if (!first || !caipNetworkId) return
  const reference = caipNetworkId.split(':')[1]
  account.set(namespace, 'allAccounts', [...accounts])
  account.setCaipAddress(namespace, `${namespace}:${reference}:${first.address}` as CaipAddress)
  const declared = remotes.get(namespace)?.accountTypeOf?.(first.address)
  const type = declared?.type ?? first.type
  account.set(namespace, 'preferredAccountType', type)
  account.set(
    namespace,
    'smartAccountDeployed',
    declared?.type === 'smartAccount' ? declared.deployed : type === 'smartAccount' ? true : undefined,
  )
  account.set(namespace, 'smartAccountMode', declared?.type === 'smartAccount' ? declared.mode : undefined)
  storage.setItem('connectedAddresses', {
    ...storage.getItem('connectedAddresses'),
    [namespace]: first.address,
  })
}

/**
 * Records a connection. An `activate`d namespace's network becomes the active one; another namespace (a
 * multi-chain wallet's, or one restored beside the active) keeps its account on its own network.
 */
export function syncConnected(
  context: ConnectionContext,
  namespace: ChainNamespace,
  connectorId: string,
  result: ConnectReturnType,
  activate: boolean,
  remote: RemoteConnection | undefined,
) {
  const { account, storage, remotes } = context
  if (remote) remotes.set(namespace, remote.session)
  else remotes.delete(namespace)
  if (activate) {
    syncNetwork(context, namespace, result.caipNetworkId)
    syncAccounts(context, namespace, result.accounts)
  } else syncAccounts(context, namespace, result.accounts, result.caipNetworkId)
  const connector = context
    .adapterOf(namespace)
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

/** Resets the namespace's account and forgets its stored connector and address. */
export function forgetConnection(
  { account, storage, remotes }: ConnectionContext,
  namespace: ChainNamespace,
) {
  remotes.delete(namespace)
  account.reset(namespace)
  const { [namespace]: _removed, ...others } = storage.getItem('connectorIds') ?? {}
  storage.setItem('connectorIds', others)
  const { [namespace]: _address, ...addresses } = storage.getItem('connectedAddresses') ?? {}
  storage.setItem('connectedAddresses', addresses)
}
