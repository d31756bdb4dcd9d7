import {
  AUTH_CONNECTOR_ID,
  type Network,
  type RemoteWalletSession,
  UnsupportedChainError,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import { deepLinkFor } from '../connectors/deepLinks.js'
import { walletStandardConnection } from '../connectors/walletStandard.js'
import {
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  WalletRedirectError,
} from '../errors/connector.js'
import { walletChainOf } from '../utils/walletChain.js'
import { end, type SolanaAdapterContext, toAccount } from './context.js'
import { ignored } from './log.js'
import { rpcNetwork } from './rpcConnection.js'

type ConnectParameters = {
  connectorId: string
  network: Network
  walletConnect?: RemoteWalletSession | undefined
  embedded?: RemoteWalletSession | undefined
}

const defaultTarget = () => (typeof window === 'undefined' ? undefined : window)

/** Connections to a wallet outside the page, reached through a session core hands over: WalletConnect, e-mail. */
const isRemote = (connectorId: string) =>
  connectorId === WALLET_CONNECT_CONNECTOR_ID || connectorId === AUTH_CONNECTOR_ID

/**
 * A connection to the wallet at the other end of a remote session (WalletConnect, or the embedded wallet with
 * connector id `ID_AUTH`), as a Wallet Standard wallet. Its code loads with the first session.
 */
async function openSession(
  context: SolanaAdapterContext,
  connectorId: string,
  session: RemoteWalletSession,
  network: Network,
) {
  const { createWalletConnectWallet } = await import('../connectors/walletConnectWallet.js')
  const wallet = createWalletConnectWallet(session, {
    getChainId: () => context.current?.network.caipNetworkId ?? network.caipNetworkId,
  })
  return { connector: { id: connectorId }, connection: walletStandardConnection(wallet) }
}

/** The wallet to connect: a remote session's, or a registered one; a missing wallet with a deep link redirects. */
async function findWallet(
  context: SolanaAdapterContext,
  connectorId: string,
  network: Network,
  silent: boolean,
  session?: RemoteWalletSession,
) {
  const remote = isRemote(connectorId)
  const found = remote
    ? session && (await openSession(context, connectorId, session, network))
    : context.store.open(connectorId)
  if (found || silent) return found
  if (remote) throw new ConnectorNotFoundError(connectorId, { namespace: 'solana' })
  const target = context.parameters.target ?? defaultTarget()
  const url = deepLinkFor(connectorId, target, target?.location)
  if (url && target?.location) {
    target.location.href = url
    throw new WalletRedirectError(url)
  }
  throw new ConnectorNotFoundError(connectorId, { namespace: 'solana' })
}

/**
 * Connects a wallet (`silent`: only one that connects without a prompt, else undefined) and follows its
 * account changes and, for a remote session, its chain changes.
 */
async function open(
  context: SolanaAdapterContext,
  connectorId: string,
  network: Network,
  silent: boolean,
  session?: RemoteWalletSession,
) {
  const { emitter, networks } = context
  rpcNetwork(context, network)
  const found = await findWallet(context, connectorId, network, silent, session)
  if (!found) return undefined
  const walletAccounts = await found.connection.connect(silent)
  if (walletAccounts.length === 0) {
    if (silent) return undefined
    throw new ConnectorNotConnectedError({ details: 'The wallet returned no account' })
  }
  end(context)
  const stop = found.connection.onAccountsChanged((accounts) => {
    const current = context.current
    if (current?.wallet !== found.connection) return
    if (accounts.length === 0) {
      end(context)
      emitter.emitDisconnect()
      return
    }
    current.walletAccounts = accounts
    emitter.emit({ type: 'accounts', accounts: accounts.map(toAccount) })
  })
  // A WalletConnect wallet may move to another chain of the session; the adapter follows to a network it knows.
  const stopChain = session?.subscribe((event) => {
    const current = context.current
    if (event.type !== 'chainChanged' || current?.wallet !== found.connection) return
    const next = networks.get(event.chainId)
    if (!next)
      return ignored(context, 'chainChanged to an unknown network ignored', { chainId: event.chainId })
    if (next.caipNetworkId === current.network.caipNetworkId) return
    current.network = next
    emitter.emit({ type: 'network', caipNetworkId: next.caipNetworkId })
  })
  context.current = {
    connectorId: found.connector.id,
    wallet: found.connection,
    walletAccounts,
    network,
    detach() {
      stop()
      stopChain?.()
    },
  }
  return { accounts: walletAccounts.map(toAccount), caipNetworkId: network.caipNetworkId }
}

/** The adapter's `connect`. */
export async function connect(
  context: SolanaAdapterContext,
  { connectorId, network, walletConnect, embedded }: ConnectParameters,
) {
  const session = connectorId === AUTH_CONNECTOR_ID ? embedded : walletConnect
  const result = (await open(context, connectorId, network, false, session)) as NonNullable<
    Awaited<ReturnType<typeof open>>
  >
  context.disconnected.clear()
  return result
}

/** The adapter's `reconnect`: the wallet of a previous connection, without a prompt; undefined when it is gone. */
export async function reconnect(
  context: SolanaAdapterContext,
  { connectorId, network, walletConnect, embedded }: ConnectParameters,
) {
  // A stored WalletConnect session (or e-mail login) is restored whatever an extension's disconnect flag
  // says: ending that connection deleted its session, so a session that is still here was not disconnected.
  if (connectorId === AUTH_CONNECTOR_ID) return open(context, connectorId, network, true, embedded)
  if (connectorId === WALLET_CONNECT_CONNECTOR_ID)
    return open(context, connectorId, network, true, walletConnect)
  if (context.disconnected.isSet()) return undefined
  return open(context, connectorId, network, true)
}

/** The adapter's `disconnect`: lets go of the wallet; an extension is asked to disconnect and remembered as off. */
export async function disconnect(context: SolanaAdapterContext) {
  const was = context.current
  if (!was) return
  end(context)
  // Core deletes a WalletConnect session and signs an e-mail login out; the adapter only lets go of them.
  if (isRemote(was.connectorId)) return
  await was.wallet.disconnect()
  context.disconnected.set()
}

/** The adapter's `switchNetwork`: the connected wallet moves to `network` when it serves it. */
export async function switchNetwork(context: SolanaAdapterContext, { network }: { network: Network }) {
  rpcNetwork(context, network)
  const was = context.current
  if (!was || was.network.caipNetworkId === network.caipNetworkId) return
  const chains = was.wallet.wallet.chains
  // A wallet that lists solana chains must list this one; one that lists none is trusted.
  if (chains.some((chain) => chain.startsWith('solana:')) && !walletChainOf(network, chains)) {
    throw new UnsupportedChainError({ details: `The wallet does not support ${network.caipNetworkId}` })
  }
  was.network = network
  context.emitter.emit({ type: 'network', caipNetworkId: network.caipNetworkId })
}
