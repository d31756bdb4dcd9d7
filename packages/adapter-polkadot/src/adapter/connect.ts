import {
  type Account,
  errorDetails,
  type Network,
  UnsupportedChainError,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectNamespaceSession,
} from '@portico/core'
import type { Injected, InjectedAccount, InjectedWindowProvider } from '../connectors/types.js'
import { createWalletConnectExtension } from '../connectors/walletConnectExtension.js'
import { ConnectorNotFoundError } from '../errors/connector.js'
import { toWalletError } from '../errors/toWalletError.js'
import { toAccountId, toChainAddress } from '../utils/address.js'
import { caipReference } from '../utils/chainClient.js'
import { type Connection, chainClient, end, getNetwork, type PolkadotAdapterContext } from './context.js'
import { ignored } from './log.js'

type ConnectParameters = {
  connectorId: string
  network: Network
  walletConnect?: WalletConnectNamespaceSession | undefined
}

/** The extension's accounts usable on `network` (unrestricted or restricted to it), in its SS58 format. */
async function accountsOn(
  context: PolkadotAdapterContext,
  all: readonly InjectedAccount[],
  network: Network,
): Promise<Account[]> {
  const { ss58Format } = await chainClient(context, network)
  const reference = network.caipNetworkId.split(':')[1]
  return all
    .filter((account) => !account.genesisHash || caipReference(account.genesisHash) === reference)
    .flatMap((account) => {
      try {
        const publicKey = toAccountId(account.address)
        return [
          {
            namespace: 'polkadot' as const,
            address: toChainAddress(account.address, ss58Format),
            type: 'eoa' as const,
            publicKey: `0x${[...publicKey].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
          },
        ]
      } catch {
        ignored(context, 'malformed account ignored', { caipNetworkId: network.caipNetworkId })
        return []
      }
    })
}

/**
 * Enables an extension (a WalletConnect session is an extension of its own) and takes its accounts on
 * `network`; `silent` answers undefined instead of throwing. Follows its account changes.
 */
async function open(
  context: PolkadotAdapterContext,
  connectorId: string,
  network: Network,
  silent: boolean,
  session?: WalletConnectNamespaceSession,
) {
  const target = getNetwork(context, network)
  const provider =
    connectorId === WALLET_CONNECT_CONNECTOR_ID
      ? session &&
        createWalletConnectExtension(session, {
          getChainId: () => context.connection?.network.caipNetworkId ?? target.caipNetworkId,
        })
      : (context.store.get(connectorId)?.provider as InjectedWindowProvider | undefined)
  if (!provider?.enable) {
    if (silent) return undefined
    throw new ConnectorNotFoundError(connectorId, { namespace: 'polkadot' })
  }
  let injected: Injected
  let all: InjectedAccount[]
  try {
    injected = await provider.enable(context.parameters.appName ?? 'Portico')
    all = await injected.accounts.get()
  } catch (error) {
    if (!silent) throw toWalletError(error)
    context.setup?.logger.warn('polkadot', 'restore refused', { connectorId, ...errorDetails(error) })
    return undefined
  }
  const accounts = await accountsOn(context, all, target)
  if (accounts.length === 0) {
    if (silent) return undefined
    throw new UnsupportedChainError({ details: `The wallet has no account for ${target.caipNetworkId}` })
  }
  end(context)
  const current: Connection = { connectorId, injected, all, network: target, accounts, stop: undefined }
  context.connection = current
  const subscribed = injected.accounts.subscribe?.((changed) => void onAccounts(context, current, changed))
  if (subscribed) {
    Promise.resolve(subscribed).then((stop) => {
      if (context.connection === current) current.stop = stop
      else stop()
    })
  }
  return { accounts, caipNetworkId: target.caipNetworkId }
}

/** The extension's accounts changed: none left disconnects; others are announced when they differ. */
async function onAccounts(context: PolkadotAdapterContext, current: Connection, changed: InjectedAccount[]) {
  if (context.connection !== current) return
  const accounts = await accountsOn(context, changed, current.network)
  if (context.connection !== current) return
  current.all = changed
  if (accounts.length === 0) {
    end(context)
    context.emitter.emitDisconnect()
    return
  }
  if (accounts.map((a) => a.address).join() === current.accounts.map((a) => a.address).join()) return
  current.accounts = accounts
  context.emitter.emit({ type: 'accounts', accounts })
}

/** The adapter's `connect`. */
export async function connect(
  context: PolkadotAdapterContext,
  { connectorId, network, walletConnect }: ConnectParameters,
) {
  const result = await open(context, connectorId, network, false, walletConnect)
  context.disconnected.clear()
  return result as NonNullable<typeof result>
}

/** The adapter's `reconnect`: the extension of a previous connection, without a prompt; undefined when gone. */
export async function reconnect(
  context: PolkadotAdapterContext,
  { connectorId, network, walletConnect }: ConnectParameters,
) {
  // A stored WalletConnect session is restored whatever an extension's disconnect flag says: ending that
  // connection deleted its session, so a session that is still here was not disconnected.
  if (connectorId === WALLET_CONNECT_CONNECTOR_ID)
    return open(context, connectorId, network, true, walletConnect)
  if (context.disconnected.isSet()) return undefined
  return open(context, connectorId, network, true)
}

/** The adapter's `disconnect`: lets go of the extension and remembers it as off. */
export async function disconnect(context: PolkadotAdapterContext) {
  if (!context.connection) return
  const { connectorId } = context.connection
  end(context)
  // Core deletes a WalletConnect session; the adapter only lets go of it.
  if (connectorId !== WALLET_CONNECT_CONNECTOR_ID) context.disconnected.set()
}

/** The adapter's `switchNetwork`: the connection moves to `network` when the extension has accounts there. */
export async function switchNetwork(context: PolkadotAdapterContext, { network }: { network: Network }) {
  const target = getNetwork(context, network)
  const current = context.connection
  if (!current || current.network.caipNetworkId === target.caipNetworkId) return
  const accounts = await accountsOn(context, current.all, target)
  if (accounts.length === 0) {
    throw new UnsupportedChainError({ details: `The wallet has no account for ${target.caipNetworkId}` })
  }
  current.network = target
  current.accounts = accounts
  context.emitter.emit({ type: 'accounts', accounts })
  context.emitter.emit({ type: 'network', caipNetworkId: target.caipNetworkId })
}
