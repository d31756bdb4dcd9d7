import {
  type Account,
  AUTH_CONNECTOR_ID,
  type ChainAdapter,
  createAdapterEmitter,
  createDisconnectFlag,
  formatUnits,
  messageBytes,
  type Network,
  parseUnits,
  type RemoteWalletSession,
  type StorageBackend,
  UnsupportedChainError,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import { type Commitment, Connection, type Transaction, type VersionedTransaction } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import type { WalletAccount } from '@wallet-standard/base'
import { estimateFee } from './actions/estimateFee.js'
import { getBalance } from './actions/getBalance.js'
import { type GetTokenBalanceReturnType, getTokenBalance } from './actions/getTokenBalance.js'
import { prepareTransfer } from './actions/prepareTransfer.js'
import { type SendTransferReturnType, sendTransfer } from './actions/sendTransfer.js'
import { signAllTransactions } from './actions/signAllTransactions.js'
import {
  type SignAndSendTransactionParameters,
  type SignAndSendTransactionReturnType,
  signAndSendTransaction,
} from './actions/signAndSendTransaction.js'
import { signMessage } from './actions/signMessage.js'
import { signTransaction } from './actions/signTransaction.js'
import { type VerifyMessageParameters, verifyMessage } from './actions/verifyMessage.js'
import { waitForTransaction } from './actions/waitForTransaction.js'
import { createConnectorStore, type WalletsRegistry } from './connectors/createConnectorStore.js'
import { deepLinkFor } from './connectors/deepLinks.js'
import { createWalletConnectWallet, walletConnectRequirements } from './connectors/walletConnectWallet.js'
import { type SolanaWalletConnection, walletStandardConnection } from './connectors/walletStandard.js'
import {
  ChainNotConfiguredError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  WalletRedirectError,
} from './errors/connector.js'
import { InvalidSendParametersError } from './errors/transaction.js'
import { toPublicKey } from './utils/address.js'
import type { PreflightCommitment } from './utils/commitment.js'
import { walletChainOf } from './utils/walletChain.js'

export type CreateSolanaAdapterParameters = {
  /** The Wallet Standard registry; defaults to `@wallet-standard/app`'s `getWallets()`. */
  wallets?: WalletsRegistry | undefined
  /** Remembers an explicit disconnect (`portico.solana.disconnected`), so `reconnect` does not restore it. */
  storage?: StorageBackend | undefined
  /** Commitment of reads; default 'confirmed'. */
  commitment?: Commitment | undefined
  /** Preflight commitment of sends; default 'confirmed'. */
  preflightCommitment?: PreflightCommitment | undefined
  /** Where injected extensions live (`phantom.solana`, `coinbaseSolana`) and whose location a deep link replaces. Defaults to `window`. */
  target?: (object & { location?: { href: string; origin: string } }) | undefined
}

type AnyTransaction = Transaction | VersionedTransaction

/** Core's `ChainAdapter` for solana, with the Solana extras. */
export type SolanaAdapter = Omit<ChainAdapter, 'namespace' | 'sendTransfer' | 'getAccounts' | 'isAddress'> & {
  readonly namespace: 'solana'
  getAccounts(): Promise<readonly Account[]>
  /** A base58 address of 32 bytes. */
  isAddress(parameters: { address: string; network: Network }): boolean
  sendTransfer(parameters: Parameters<ChainAdapter['sendTransfer']>[0]): Promise<SendTransferReturnType>
  getTokenBalance(parameters: {
    address: string
    network: Network
    mint: string
  }): Promise<GetTokenBalanceReturnType>
  verifyMessage(parameters: VerifyMessageParameters): boolean
  signTransaction<T extends AnyTransaction>(parameters: {
    transaction: T
    address?: string | undefined
  }): Promise<T>
  signAllTransactions<T extends AnyTransaction>(parameters: {
    transactions: readonly T[]
    address?: string | undefined
  }): Promise<T[]>
  signAndSendTransaction(
    parameters: Pick<SignAndSendTransactionParameters, 'transaction' | 'options'> & {
      address?: string | undefined
    },
  ): Promise<SignAndSendTransactionReturnType>
  /** The transfer `sendTransfer` would send, unsigned. */
  prepareTransfer(parameters: Parameters<ChainAdapter['sendTransfer']>[0]): Promise<Transaction>
  waitForTransaction(parameters: {
    network: Network
    signature: string
    commitment?: Commitment | undefined
  }): Promise<void>
  /** A web3.js `Connection` to the network's first RPC URL (and its WebSocket URL when given). */
  getConnection(network: Network | string): Connection
  /** The active network (after connect or switchNetwork). */
  getNetwork(): Network | undefined
  /** Stops listening for wallets and for the connected wallet's events. */
  destroy(): void
}

type Connected = {
  connectorId: string
  wallet: SolanaWalletConnection
  walletAccounts: readonly WalletAccount[]
  network: Network
  detach(): void
}

const toAccount = (account: WalletAccount): Account => ({
  namespace: 'solana',
  address: account.address,
  type: 'eoa',
  publicKey: account.address,
})

const defaultTarget = () => (typeof window === 'undefined' ? undefined : window)

/** Connections to a wallet outside the page, reached through a session core hands over: WalletConnect, e-mail. */
const isRemote = (connectorId: string) =>
  connectorId === WALLET_CONNECT_CONNECTOR_ID || connectorId === AUTH_CONNECTOR_ID

/** Creates the Solana adapter: Wallet Standard wallets, @solana/web3.js 1.x connections, SPL tokens. */
export function createSolanaAdapter(parameters: CreateSolanaAdapterParameters = {}): SolanaAdapter {
  const { storage, commitment = 'confirmed', preflightCommitment = 'confirmed' } = parameters
  const emitter = createAdapterEmitter()
  const { emit } = emitter
  const disconnected = createDisconnectFlag('solana', storage)
  const store = createConnectorStore(parameters.wallets ?? getWallets())
  const stopConnectors = store.subscribe((connectors) => emit({ type: 'connectors', connectors }))
  const connections = new Map<string, Connection>()
  const networks = new Map<string, Network>()
  let current: Connected | undefined

  function getConnection(network: Network | string): Connection {
    const known = typeof network === 'string' ? networks.get(network) : network
    const id = typeof network === 'string' ? network : network.caipNetworkId
    const url = known?.rpcUrls.default.http[0]
    if (known?.chainNamespace !== 'solana' || !url)
      throw new ChainNotConfiguredError(id, { namespace: 'solana' })
    networks.set(id, known)
    let connection = connections.get(id)
    if (!connection) {
      const ws = known.rpcUrls.default.webSocket?.[0]
      connection = new Connection(url, { commitment, ...(ws ? { wsEndpoint: ws } : {}) })
      connections.set(id, connection)
    }
    return connection
  }

  const end = () => {
    current?.detach()
    current = undefined
  }

  const connected = (): Connected => {
    if (!current) throw new ConnectorNotConnectedError()
    return current
  }

  const walletAccount = (address?: string): WalletAccount => {
    const { walletAccounts } = connected()
    const found = address ? walletAccounts.find((each) => each.address === address) : walletAccounts[0]
    if (!found) throw new ConnectorNotConnectedError({ details: `${address} is not a connected account` })
    return found
  }

  /** The chain id the wallet knows the active network by (its CAIP-2 id when it lists none). */
  const walletChain = (): string => {
    const { wallet, network } = connected()
    return walletChainOf(network, wallet.wallet.chains) ?? network.caipNetworkId
  }

  /**
   * A connection to the wallet at the other end of a remote session (WalletConnect, or the embedded wallet with
   * connector id `ID_AUTH`), as a Wallet Standard wallet.
   */
  function openSession(connectorId: string, session: RemoteWalletSession, network: Network) {
    const wallet = createWalletConnectWallet(session, {
      getChainId: () => current?.network.caipNetworkId ?? network.caipNetworkId,
    })
    return { connector: { id: connectorId }, connection: walletStandardConnection(wallet) }
  }

  async function open(connectorId: string, network: Network, silent: boolean, session?: RemoteWalletSession) {
    getConnection(network)
    const remote = isRemote(connectorId)
    const found = remote ? session && openSession(connectorId, session, network) : store.open(connectorId)
    if (!found) {
      if (silent) return undefined
      if (remote) throw new ConnectorNotFoundError(connectorId, { namespace: 'solana' })
      const target = parameters.target ?? defaultTarget()
      const url = deepLinkFor(connectorId, target, target?.location)
      if (url && target?.location) {
        target.location.href = url
        throw new WalletRedirectError(url)
      }
      throw new ConnectorNotFoundError(connectorId, { namespace: 'solana' })
    }
    const walletAccounts = await found.connection.connect(silent)
    if (walletAccounts.length === 0) {
      if (silent) return undefined
      throw new ConnectorNotConnectedError({ details: 'The wallet returned no account' })
    }
    end()
    const stop = found.connection.onAccountsChanged((accounts) => {
      if (current?.wallet !== found.connection) return
      if (accounts.length === 0) {
        end()
        emitter.emitDisconnect()
        return
      }
      current.walletAccounts = accounts
      emit({ type: 'accounts', accounts: accounts.map(toAccount) })
    })
    // A WalletConnect wallet may move to another chain of the session; the adapter follows to a network it knows.
    const stopChain = session?.subscribe((event) => {
      if (event.type !== 'chainChanged' || current?.wallet !== found.connection) return
      const next = networks.get(event.chainId)
      if (!next || next.caipNetworkId === current.network.caipNetworkId) return
      current.network = next
      emit({ type: 'network', caipNetworkId: next.caipNetworkId })
    })
    current = {
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

  const transferOf = ({ from, to, value, token }: Parameters<ChainAdapter['sendTransfer']>[0]) => ({
    from,
    to,
    value,
    token,
  })

  return {
    namespace: 'solana',

    getConnectors: () => store.getConnectors(),

    subscribe: emitter.subscribe,

    walletConnect: walletConnectRequirements,

    async connect({ connectorId, network, walletConnect, embedded }) {
      const session = connectorId === AUTH_CONNECTOR_ID ? embedded : walletConnect
      const result = (await open(connectorId, network, false, session)) as NonNullable<
        Awaited<ReturnType<typeof open>>
      >
      disconnected.clear()
      return result
    },

    async reconnect({ connectorId, network, walletConnect, embedded }) {
      // A stored WalletConnect session (or e-mail login) is restored whatever an extension's disconnect flag
      // says: ending that connection deleted its session, so a session that is still here was not disconnected.
      if (connectorId === AUTH_CONNECTOR_ID) return open(connectorId, network, true, embedded)
      if (connectorId === WALLET_CONNECT_CONNECTOR_ID) return open(connectorId, network, true, walletConnect)
      if (disconnected.isSet()) return undefined
      return open(connectorId, network, true)
    },

    async disconnect() {
      const was = current
      if (!was) return
      end()
      // Core deletes a WalletConnect session and signs an e-mail login out; the adapter only lets go of them.
      if (isRemote(was.connectorId)) return
      await was.wallet.disconnect()
      disconnected.set()
    },

    getAccounts: async () => current?.walletAccounts.map(toAccount) ?? [],

    async getBalance({ address, network }) {
      const { balance, symbol } = await getBalance(getConnection(network), {
        address,
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      })
      return { balance, symbol }
    },

    getTokenBalance: ({ address, network, mint }) =>
      getTokenBalance(getConnection(network), { owner: address, mint }),

    async switchNetwork({ network }) {
      getConnection(network)
      const was = current
      if (!was || was.network.caipNetworkId === network.caipNetworkId) return
      const chains = was.wallet.wallet.chains
      // A wallet that lists solana chains must list this one; one that lists none is trusted.
      if (chains.some((chain) => chain.startsWith('solana:')) && !walletChainOf(network, chains)) {
        throw new UnsupportedChainError({ details: `The wallet does not support ${network.caipNetworkId}` })
      }
      was.network = network
      emit({ type: 'network', caipNetworkId: network.caipNetworkId })
    },

    signMessage: async ({ address, message }) =>
      signMessage(connected().wallet, { account: walletAccount(address), message: messageBytes(message) }),

    verifyMessage,

    signTransaction: ({ transaction, address }) =>
      signTransaction(connected().wallet, {
        account: walletAccount(address),
        chain: walletChain(),
        transaction,
      }),

    signAllTransactions: ({ transactions, address }) =>
      signAllTransactions(connected().wallet, {
        account: walletAccount(address),
        chain: walletChain(),
        transactions,
      }),

    signAndSendTransaction: ({ transaction, options, address }) => {
      const { wallet, network } = connected()
      return signAndSendTransaction(wallet, getConnection(network), {
        account: walletAccount(address),
        chain: walletChain(),
        transaction,
        options,
      })
    },

    async sendTransfer(transfer) {
      if (!current) throw new ConnectorNotConnectedError()
      const account = current.walletAccounts.find((each) => each.address === transfer.from)
      if (!account)
        throw new InvalidSendParametersError('receiver', { details: `${transfer.from} is not connected` })
      const connection = getConnection(transfer.network)
      return sendTransfer(current.wallet, connection, {
        ...transferOf(transfer),
        account,
        chain:
          walletChainOf(transfer.network, current.wallet.wallet.chains) ?? transfer.network.caipNetworkId,
        preflightCommitment,
      })
    },

    prepareTransfer: (transfer) => prepareTransfer(getConnection(transfer.network), transferOf(transfer)),

    estimateFee(transfer) {
      let connection: Connection
      try {
        connection = getConnection(transfer.network)
      } catch {
        return Promise.resolve(null)
      }
      return estimateFee(connection, transferOf(transfer))
    },

    waitForTransaction: ({ network, signature, commitment: level }) =>
      waitForTransaction(getConnection(network), { signature, commitment: level }),

    isAddress: ({ address }) => toPublicKey(address) !== undefined,

    parseUnits: (value, decimals) => parseUnits(value, decimals),

    formatUnits: (value, decimals) => formatUnits(value, decimals),

    getConnection,

    getNetwork: () => current?.network,

    destroy() {
      end()
      stopConnectors()
      store.destroy()
      emitter.clear()
    },
  }
}
