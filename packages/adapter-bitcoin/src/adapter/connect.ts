import {
  type Account,
  type Network,
  UnsupportedChainError,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectNamespaceSession,
} from '@portico/core'
import type { BitcoinChain } from '../chains.js'
import type { BitcoinWalletConnection } from '../connectors/types.js'
import { walletConnectConnection } from '../connectors/walletConnect.js'
import { ConnectorNotFoundError } from '../errors/connector.js'
import { isAddressOf } from '../utils/toOutputScript.js'
import { type BitcoinAdapterContext, end, getChain } from './context.js'
import { ignored } from './log.js'

type ConnectParameters = {
  connectorId: string
  network: Network
  walletConnect?: WalletConnectNamespaceSession | undefined
}

const onChain = (accounts: readonly Account[], chain: BitcoinChain) =>
  accounts.filter((account) => isAddressOf(account.address, chain))

/** The chain the wallet's accounts belong to: the one asked for when they fit it, else the first that fits. */
function chainOfAccounts(
  context: BitcoinAdapterContext,
  accounts: readonly Account[],
  asked: BitcoinChain,
): BitcoinChain | undefined {
  const fits = (chain: BitcoinChain) => accounts.some((account) => isAddressOf(account.address, chain))
  return fits(asked) ? asked : context.chains.find(fits)
}

/** Makes the wallet the connected one and follows its account changes (those of its chain). */
function attach(
  context: BitcoinAdapterContext,
  connectorId: string,
  wallet: BitcoinWalletConnection,
  accounts: Account[],
  chain: BitcoinChain,
) {
  end(context)
  const stop = wallet.onAccountsChanged((changed) => {
    const { connection } = context
    if (connection?.wallet !== wallet) return
    const fitting = onChain(changed, connection.chain)
    if (fitting.length < changed.length)
      ignored(context, 'accounts of another network ignored', {
        caipNetworkId: connection.chain.caipNetworkId,
        count: changed.length - fitting.length,
      })
    if (fitting.length === 0) {
      end(context)
      context.emitter.emitDisconnect()
      return
    }
    connection.accounts = fitting
    context.emitter.emit({ type: 'accounts', accounts: fitting })
  })
  context.connection = { connectorId, wallet, accounts, chain, detach: stop }
}

/** Connects a wallet (`silent`: only one already connected, else undefined) on the chain of its accounts. */
async function open(
  context: BitcoinAdapterContext,
  connectorId: string,
  network: Network,
  silent: boolean,
  session?: WalletConnectNamespaceSession,
) {
  const asked = getChain(context, network)
  const found =
    connectorId === WALLET_CONNECT_CONNECTOR_ID
      ? session && {
          connector: { id: WALLET_CONNECT_CONNECTOR_ID },
          connection: walletConnectConnection(session, {
            getChainId: () => context.connection?.chain.caipNetworkId ?? asked.caipNetworkId,
          }),
        }
      : context.store.open(connectorId)
  if (!found) {
    if (silent) return undefined
    throw new ConnectorNotFoundError(connectorId, { namespace: 'bip122' })
  }
  const all = silent ? await found.connection.getAccounts() : await found.connection.connect()
  const chain = chainOfAccounts(context, all, asked)
  if (!chain) {
    if (silent) return undefined
    throw new UnsupportedChainError({
      details: 'None of the wallet accounts belongs to a configured network',
    })
  }
  const accounts = onChain(all, chain)
  attach(context, found.connector.id, found.connection, accounts, chain)
  return { accounts, caipNetworkId: chain.caipNetworkId }
}

/** The adapter's `connect`. */
export async function connect(
  context: BitcoinAdapterContext,
  { connectorId, network, walletConnect }: ConnectParameters,
) {
  const result = (await open(context, connectorId, network, false, walletConnect)) as NonNullable<
    Awaited<ReturnType<typeof open>>
  >
  context.disconnected.clear()
  return result
}

/** The adapter's `reconnect`: the wallet of a previous connection, without a prompt; undefined when gone. */
export async function reconnect(
  context: BitcoinAdapterContext,
  { connectorId, network, walletConnect }: ConnectParameters,
) {
  // A stored WalletConnect session is restored whatever a wallet's disconnect flag says: ending that
  // connection deleted its session, so a session that is still here was not disconnected.
  if (connectorId === WALLET_CONNECT_CONNECTOR_ID)
    return open(context, connectorId, network, true, walletConnect)
  if (context.disconnected.isSet()) return undefined
  return open(context, connectorId, network, true)
}

/** The adapter's `disconnect`: lets go of the wallet; one of the page is asked to disconnect, remembered as off. */
export async function disconnect(context: BitcoinAdapterContext) {
  const current = context.connection
  if (!current) return
  end(context)
  // Core deletes a WalletConnect session; the adapter only lets go of it.
  if (current.connectorId === WALLET_CONNECT_CONNECTOR_ID) return
  await current.wallet.disconnect()
  context.disconnected.set()
}

/** The adapter's `switchNetwork`: the wallet's accounts on `chain` (asking the wallet to move when it can). */
export async function switchNetwork(context: BitcoinAdapterContext, { network }: { network: Network }) {
  const chain = getChain(context, network)
  const current = context.connection
  if (!current || current.chain === chain) return
  let accounts = onChain(current.accounts, chain)
  if (accounts.length === 0 && current.wallet.changeNetwork) {
    await current.wallet.changeNetwork(chain)
    accounts = onChain(await current.wallet.getAccounts(), chain)
  }
  if (accounts.length === 0) {
    throw new UnsupportedChainError({ details: `The wallet has no account on ${chain.caipNetworkId}` })
  }
  current.chain = chain
  current.accounts = accounts
  context.emitter.emit({ type: 'accounts', accounts })
  context.emitter.emit({ type: 'network', caipNetworkId: chain.caipNetworkId })
}
