import {
  type Account,
  type ChainAdapter,
  formatUnits,
  lazyAction,
  messageBytes,
  type Network,
  parseUnits,
  type StorageBackend,
} from '@portico/core'
import type { Commitment, Connection, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { GetTokenBalanceReturnType } from './actions/getTokenBalance.js'
import type { SendTransferReturnType } from './actions/sendTransfer.js'
import type { signAllTransactions as SignAllTransactions } from './actions/signAllTransactions.js'
import type {
  SignAndSendTransactionParameters,
  SignAndSendTransactionReturnType,
} from './actions/signAndSendTransaction.js'
import type { signTransaction as SignTransaction } from './actions/signTransaction.js'
import { type VerifyMessageParameters, verifyMessage } from './actions/verifyMessage.js'
import { connect, disconnect, reconnect, switchNetwork } from './adapter/connect.js'
import { connected, createSolanaAdapterContext, end, toAccount } from './adapter/context.js'
import { logged } from './adapter/log.js'
import { getConnection } from './adapter/rpcConnection.js'
import { walletAccount, walletChain } from './adapter/walletAccount.js'
import type { WalletsRegistry } from './connectors/createConnectorStore.js'
import { walletConnectRequirements } from './connectors/walletConnectRequirements.js'
import { ConnectorNotConnectedError } from './errors/connector.js'
import { InvalidSendParametersError } from './errors/transaction.js'
import type { PreflightCommitment } from './utils/commitment.js'
import { walletChainOf } from './utils/walletChain.js'
import { isSolanaAddress } from './verify/verifySolanaSignature.js'

// Each action loads on first use, a chunk of its own in an app's build, and @solana/web3.js with the first of
// them (or with the first `getConnection`): a page that lists the adapter carries discovery and connecting only.
// verifyMessage stays: it is synchronous, and needs only bs58 and @noble/curves' ed25519.
const getBalance = lazyAction(() => import('./actions/getBalance.js'), 'getBalance')
const getTokenBalance = lazyAction(() => import('./actions/getTokenBalance.js'), 'getTokenBalance')
const signMessage = lazyAction(() => import('./actions/signMessage.js'), 'signMessage')
const signTransaction = lazyAction(
  () => import('./actions/signTransaction.js'),
  'signTransaction',
) as typeof SignTransaction
const signAllTransactions = lazyAction(
  () => import('./actions/signAllTransactions.js'),
  'signAllTransactions',
) as typeof SignAllTransactions
const signAndSendTransaction = lazyAction(
  () => import('./actions/signAndSendTransaction.js'),
  'signAndSendTransaction',
)
const sendTransfer = lazyAction(() => import('./actions/sendTransfer.js'), 'sendTransfer')
const prepareTransfer = lazyAction(() => import('./actions/prepareTransfer.js'), 'prepareTransfer')
const estimateFee = lazyAction(() => import('./actions/estimateFee.js'), 'estimateFee')
const waitForTransaction = lazyAction(() => import('./actions/waitForTransaction.js'), 'waitForTransaction')

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
  /**
   * A web3.js `Connection` to the network's first RPC URL (and its WebSocket URL when given), made once per
   * network; the first call loads @solana/web3.js.
   */
  getConnection(network: Network | string): Promise<Connection>
  /** The active network (after connect or switchNetwork). */
  getNetwork(): Network | undefined
  /** Stops listening for wallets and for the connected wallet's events. */
  destroy(): void
}

/**
 * Creates the Solana adapter: Wallet Standard wallets, @solana/web3.js 1.x connections, SPL tokens. Its steps
 * live under `adapter/` and work on one context: connecting and following the wallet (`connect.ts`), RPC
 * connections (`rpcConnection.ts`), the connected accounts (`walletAccount.ts`). Discovery, connecting and
 * restoring need no chain library; @solana/web3.js and the actions load on first use.
 */
export function createSolanaAdapter(parameters: CreateSolanaAdapterParameters = {}): SolanaAdapter {
  const { preflightCommitment = 'confirmed' } = parameters
  const context = createSolanaAdapterContext(parameters)
  const stopConnectors = context.store.subscribe((connectors) =>
    context.emitter.emit({ type: 'connectors', connectors }),
  )
  const rpc = (network: Network | string) => getConnection(context, network)

  const transferOf = ({ from, to, value, token }: Parameters<ChainAdapter['sendTransfer']>[0]) => ({
    from,
    to,
    value,
    token,
  })

  return {
    namespace: 'solana',

    getConnectors: () => context.store.getConnectors(),

    subscribe: context.emitter.subscribe,

    walletConnect: walletConnectRequirements,

    setup(setupContext) {
      context.setup = setupContext
    },

    connect: (parameters) =>
      logged(context, 'connect', () => connect(context, parameters), parameters.connectorId),

    reconnect: (parameters) =>
      logged(context, 'restore', () => reconnect(context, parameters), parameters.connectorId),

    disconnect: () => disconnect(context),

    getAccounts: async () => context.current?.walletAccounts.map(toAccount) ?? [],

    async getBalance({ address, network }) {
      const { balance, symbol } = await getBalance(await rpc(network), {
        address,
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      })
      return { balance, symbol }
    },

    getTokenBalance: async ({ address, network, mint }) =>
      getTokenBalance(await rpc(network), { owner: address, mint }),

    switchNetwork: (parameters) => logged(context, 'switchNetwork', () => switchNetwork(context, parameters)),

    signMessage: ({ address, message }) =>
      logged(context, 'signMessage', () =>
        signMessage(connected(context).wallet, {
          account: walletAccount(context, address),
          message: messageBytes(message),
        }),
      ),

    verifyMessage,

    signTransaction: ({ transaction, address }) =>
      logged(context, 'signTransaction', () =>
        signTransaction(connected(context).wallet, {
          account: walletAccount(context, address),
          chain: walletChain(context),
          transaction,
        }),
      ),

    signAllTransactions: ({ transactions, address }) =>
      logged(context, 'signAllTransactions', () =>
        signAllTransactions(connected(context).wallet, {
          account: walletAccount(context, address),
          chain: walletChain(context),
          transactions,
        }),
      ),

    signAndSendTransaction: ({ transaction, options, address }) =>
      logged(context, 'signAndSendTransaction', async () => {
        const { wallet, network } = connected(context)
        const account = walletAccount(context, address)
        const chain = walletChain(context)
        return signAndSendTransaction(wallet, await rpc(network), { account, chain, transaction, options })
      }),

    sendTransfer: (transfer) =>
      logged(context, 'sendTransfer', async () => {
        const { current } = context
        if (!current) throw new ConnectorNotConnectedError()
        const account = current.walletAccounts.find((each) => each.address === transfer.from)
        if (!account)
          throw new InvalidSendParametersError('receiver', { details: `${transfer.from} is not connected` })
        const connection = await rpc(transfer.network)
        return sendTransfer(current.wallet, connection, {
          ...transferOf(transfer),
          account,
          chain:
            walletChainOf(transfer.network, current.wallet.wallet.chains) ?? transfer.network.caipNetworkId,
          preflightCommitment,
        })
      }),

    prepareTransfer: async (transfer) => prepareTransfer(await rpc(transfer.network), transferOf(transfer)),

    async estimateFee(transfer) {
      // null on any failure: an unknown network, a library that could not load, a node's error.
      try {
        return await estimateFee(await rpc(transfer.network), transferOf(transfer))
      } catch {
        return null
      }
    },

    waitForTransaction: async ({ network, signature, commitment: level }) =>
      waitForTransaction(await rpc(network), { signature, commitment: level }),

    isAddress: ({ address }) => isSolanaAddress(address),

    parseUnits: (value, decimals) => parseUnits(value, decimals),

    formatUnits: (value, decimals) => formatUnits(value, decimals),

    getConnection: rpc,

    getNetwork: () => context.current?.network,

    destroy() {
      end(context)
      stopConnectors()
      context.store.destroy()
      context.emitter.clear()
    },
  }
}
