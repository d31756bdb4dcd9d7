import {
  type Account,
  AUTH_CONNECTOR_ID,
  type Connector,
  type Network,
  type RemoteWalletSession,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import type { EIP1193Provider } from 'viem'
import { connect as connectWallet } from '../actions/connect.js'
import { disconnect as disconnectWallet } from '../actions/disconnect.js'
import { type ReconnectReturnType, reconnect as reconnectWallet } from '../actions/reconnect.js'
import type { WalletClient } from '../actions/types.js'
import { ConnectorNotConnectedError, ConnectorNotFoundError } from '../errors/connector.js'
import { chainIdOf } from '../utils/network.js'
import { type EvmAdapterContext, end } from './context.js'
import { getPublicClient } from './publicClient.js'
import { attach, walletClientOf } from './walletEvents.js'

type ConnectParameters = {
  connectorId: string
  network: Network
  walletConnect?: RemoteWalletSession | undefined
  embedded?: RemoteWalletSession | undefined
}

/**
 * Connections to a wallet outside the page, reached through a session core hands over: WalletConnect, e-mail,
 * and any other plug-in's connector that hands a session (a Safe app's host), named here for errors.
 */
const remoteConnectors: Readonly<Record<string, string>> = {
  [WALLET_CONNECT_CONNECTOR_ID]: 'WalletConnect session',
  [AUTH_CONNECTOR_ID]: 'embedded wallet',
}
type Sessions = {
  walletConnect?: RemoteWalletSession | undefined
  embedded?: RemoteWalletSession | undefined
}
const sessionOf = (connectorId: string, parameters: Sessions) =>
  connectorId === AUTH_CONNECTOR_ID ? parameters.embedded : parameters.walletConnect
/** What a remote connection is called in errors, or `undefined` for a wallet in the page. */
const remoteOf = (connectorId: string, parameters: Sessions) =>
  remoteConnectors[connectorId] ?? (sessionOf(connectorId, parameters) ? 'wallet session' : undefined)

/** A connection's accounts, typed on the app's `network`. */
async function typed<T extends { accounts: readonly Account[] }>(
  context: EvmAdapterContext,
  result: T,
  network: Network,
): Promise<T> {
  context.accountsNetwork = network
  return {
    ...result,
    accounts: await context.accountTypes.read(getPublicClient(context, network), result.accounts),
  }
}

function findConnector(context: EvmAdapterContext, connectorId: string): Connector | undefined {
  const find = () => context.store.getConnectors().find((connector) => connector.id === connectorId)
  const found = find()
  if (found) return found
  context.store.refresh()
  return find()
}

/**
 * Connects through a remote wallet's session (WalletConnect, or the embedded wallet with connector id
 * `ID_AUTH`) with `run` (connect or reconnect); undefined when it shares no account.
 */
async function connectSession(
  context: EvmAdapterContext,
  connectorId: string,
  session: RemoteWalletSession,
  network: Network,
  run: (client: WalletClient) => Promise<ReconnectReturnType>,
) {
  // Loaded when such a session is used, like the rest of WalletConnect and the embedded wallet.
  const { createWalletConnectProvider } = await import('../connectors/walletConnectProvider.js')
  const provider = createWalletConnectProvider(session, { chainId: chainIdOf(network) })
  const { client } = walletClientOf(provider)
  let result: ReconnectReturnType
  try {
    result = await run(client)
  } catch (error) {
    provider.destroy()
    throw error
  }
  if (!result || result.accounts.length === 0) {
    provider.destroy()
    return undefined
  }
  attach(context, connectorId, provider, client, () => provider.destroy())
  if (context.connection) context.connection.remote = true
  return result
}

/** The adapter's `connect`: a remote session, or an announced / injected wallet, which is asked for accounts. */
export async function connect(
  context: EvmAdapterContext,
  { connectorId, network, walletConnect, embedded }: ConnectParameters,
) {
  const remote = remoteOf(connectorId, { walletConnect, embedded })
  if (remote) {
    const session = sessionOf(connectorId, { walletConnect, embedded })
    if (!session) throw new ConnectorNotFoundError(connectorId, { namespace: 'eip155' })
    const result = await connectSession(context, connectorId, session, network, connectWallet)
    if (!result) throw new ConnectorNotConnectedError({ details: `The ${remote} shares no eip155 account` })
    context.disconnected.clear()
    return typed(context, result, network)
  }
  const connector = findConnector(context, connectorId)
  if (!connector) throw new ConnectorNotFoundError(connectorId, { namespace: 'eip155' })
  const { provider, client } = walletClientOf(connector.provider as EIP1193Provider)
  const result = await connectWallet(client)
  attach(context, connector.id, provider, client)
  context.disconnected.clear()
  return typed(context, result, network)
}

/** The adapter's `reconnect`: the wallet of a previous connection, without a prompt; undefined when it is gone. */
export async function reconnect(
  context: EvmAdapterContext,
  { connectorId, network, walletConnect, embedded }: ConnectParameters,
) {
  // A stored WalletConnect session (or e-mail login) is restored whatever an injected wallet's disconnect
  // flag says: ending that connection deleted its session, so a session that is still here was not disconnected.
  if (remoteOf(connectorId, { walletConnect, embedded })) {
    const session = sessionOf(connectorId, { walletConnect, embedded })
    const restored =
      session && (await connectSession(context, connectorId, session, network, reconnectWallet))
    return restored ? typed(context, restored, network) : undefined
  }
  if (context.disconnected.isSet()) return undefined
  const connector = findConnector(context, connectorId)
  if (!connector) return undefined
  const { provider, client } = walletClientOf(connector.provider as EIP1193Provider)
  const result = await reconnectWallet(client)
  if (!result) return undefined
  attach(context, connector.id, provider, client)
  return typed(context, result, network)
}

/** The adapter's `disconnect`: lets go of the wallet; an injected one is asked to revoke and remembered as off. */
export async function disconnect(context: EvmAdapterContext) {
  const current = context.connection
  if (!current) return
  end(context)
  // Core deletes a WalletConnect session and signs an e-mail login out; the adapter only lets go of them.
  if (current.remote) return
  await disconnectWallet(current.client)
  context.disconnected.set()
}
