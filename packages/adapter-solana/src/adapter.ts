import {
  type Account,
  type ChainAdapter,
  formatUnits,
  messageBytes,
  type Network,
  parseUnits,
  type StorageBackend,
} from '@portico/core'
import type { Commitment, Connection, Transaction, VersionedTransaction } from '@solana/web3.js'
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
import { connect, disconnect, reconnect, switchNetwork } from './adapter/connect.js'
import { connected, createSolanaAdapterContext, end, toAccount } from './adapter/context.js'
import { logged } from './adapter/log.js'
import { getConnection } from './adapter/rpcConnection.js'
import { walletAccount, walletChain } from './adapter/walletAccount.js'
import type { WalletsRegistry } from './connectors/createConnectorStore.js'
import { walletConnectRequirements } from './connectors/walletConnectWallet.js'
import { ConnectorNotConnectedError } from './errors/connector.js'
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

/**
 * Creates the Solana adapter: Wallet Standard wallets, @solana/web3.js 1.x connections, SPL tokens. Its steps
 * live under `adapter/` and work on one context: connecting and following the wallet (`connect.ts`), RPC
 * connections (`rpcConnection.ts`), the connected accounts (`walletAccount.ts`).
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
      const { balance, symbol } = await getBalance(rpc(network), {
        address,
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      })
      return { balance, symbol }
    },

    getTokenBalance: ({ address, network, mint }) => getTokenBalance(rpc(network), { owner: address, mint }),

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
      logged(context, 'signAndSendTransaction', () => {
        const { wallet, network } = connected(context)
        return signAndSendTransaction(wallet, rpc(network), {
          account: walletAccount(context, address),
          chain: walletChain(context),
          transaction,
          options,
        })
      }),

    sendTransfer: (transfer) =>
      logged(context, 'sendTransfer', async () => {
        const { current } = context
        if (!current) throw new ConnectorNotConnectedError()
        const account = current.walletAccounts.find((each) => each.address === transfer.from)
        if (!account)
          throw new InvalidSendParametersError('receiver', { details: `${transfer.from} is not connected` })
        const connection = rpc(transfer.network)
        return sendTransfer(current.wallet, connection, {
          ...transferOf(transfer),
          account,
          chain:
            walletChainOf(transfer.network, current.wallet.wallet.chains) ?? transfer.network.caipNetworkId,
          preflightCommitment,
        })
      }),

    prepareTransfer: (transfer) => prepareTransfer(rpc(transfer.network), transferOf(transfer)),

    estimateFee(transfer) {
      let connection: Connection
      try {
        connection = rpc(transfer.network)
      } catch {
        return Promise.resolve(null)
      }
      return estimateFee(connection, transferOf(transfer))
    },

    waitForTransaction: ({ network, signature, commitment: level }) =>
      waitForTransaction(rpc(network), { signature, commitment: level }),

    isAddress: ({ address }) => toPublicKey(address) !== undefined,

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
