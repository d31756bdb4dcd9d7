import {
  type Account,
  type ChainAdapter,
  formatUnits,
  lazyAction,
  type Network,
  parseUnits,
  type SignableMessage,
  type StorageBackend,
} from '@portico/core'
import type { GetTransactionStatusReturnType } from './actions/getTransactionStatus.js'
import type { TransferPlan } from './actions/prepareTransfer.js'
import type { SendTransferReturnType } from './actions/sendTransfer.js'
import type { SignMessageReturnType } from './actions/signMessage.js'
import type { VerifyMessageParameters, VerifyMessageReturnType } from './actions/verifyMessage.js'
import type {
  WaitForTransactionParameters,
  WaitForTransactionReturnType,
} from './actions/waitForTransaction.js'
import { connect, disconnect, reconnect, switchNetwork } from './adapter/connect.js'
import {
  accountOf,
  connected,
  createBitcoinAdapterContext,
  end,
  getChain,
  getEsploraClient,
} from './adapter/context.js'
import { logged } from './adapter/log.js'
import type { BitcoinChain } from './chains.js'
import type { WalletsRegistry } from './connectors/createConnectorStore.js'
import type { MessageProtocol } from './connectors/types.js'
import { walletConnectRequirements } from './connectors/walletConnect.js'
import { UnsupportedWalletFeatureError } from './errors/connector.js'
import { TokenTransferNotSupportedError } from './errors/transaction.js'
import type { EsploraClient, EsploraClientOptions } from './esplora/createEsploraClient.js'
import type { EsploraUtxo } from './esplora/types.js'
import { isAddressOf } from './utils/toOutputScript.js'

export type CreateBitcoinAdapterParameters = {
  /** The chains served; default Bitcoin mainnet, testnet3, testnet4 and signet. Add a regtest chain here. */
  networks?: readonly BitcoinChain[] | undefined
  /** Esplora base URL per CAIP-2 id, over each chain's own (e.g. the Portico API's `/esplora/<id>`). */
  esploraUrls?: Readonly<Record<string, string>> | undefined
  esplora?: EsploraClientOptions | undefined
  /** Where sats-connect providers are injected (`btc_providers`, `BitcoinProvider`). Defaults to `window`. */
  target?: object | undefined
  /** The Wallet Standard registry; defaults to `@wallet-standard/app`'s `getWallets()`. */
  wallets?: WalletsRegistry | undefined
  /** Shown by sats-connect wallets when asking for addresses. */
  appName?: string | undefined
  /** Remembers an explicit disconnect (`portico.bip122.disconnected`), so `reconnect` does not restore it. */
  storage?: StorageBackend | undefined
  /** Blocks to confirm within, for the fee estimate; default 3. */
  feeTarget?: number | undefined
}

type SignMessage = (parameters: {
  address: string
  /** Text. Raw bytes (`{ raw }`) are refused: Bitcoin wallets' message signing takes text. */
  message: SignableMessage
  protocol?: MessageProtocol | undefined
}) => Promise<SignMessageReturnType>

/** Core's `ChainAdapter` for bip122, with the Bitcoin extras. */
export type BitcoinAdapter = Omit<
  ChainAdapter,
  'namespace' | 'signMessage' | 'sendTransfer' | 'getAccounts' | 'isAddress'
> & {
  readonly namespace: 'bip122'
  readonly chains: readonly BitcoinChain[]
  getAccounts(): Promise<readonly Account[]>
  /** An address of the network's chain (its own prefixes and scripts). */
  isAddress(parameters: { address: string; network: Network }): boolean
  /** BIP-322 simple by default, legacy where the wallet offers only that. */
  signMessage: SignMessage
  sendTransfer(
    parameters: Parameters<ChainAdapter['sendTransfer']>[0] & { feeRate?: number },
  ): Promise<SendTransferReturnType>
  /**
   * Checks a BIP-322 or legacy signature for an address of the network. Asynchronous: the check (bitcoinjs-lib
   * and secp256k1) loads on first use; the `verifyMessage` action and `/verify` answer synchronously.
   */
  verifyMessage(parameters: VerifyMessageParameters & { network: Network }): Promise<VerifyMessageReturnType>
  getUtxos(parameters: { address: string; network: Network }): Promise<EsploraUtxo[]>
  /** sat/vB for confirmation within `target` blocks. */
  getFeeRate(parameters: { network: Network; target?: number }): Promise<number>
  /** What `sendTransfer` would do now: coins, outputs (change included), fee. */
  prepareTransfer(parameters: {
    network: Network
    from: string
    to: string
    value: bigint
    feeRate?: number
  }): Promise<TransferPlan>
  getTransactionStatus(parameters: {
    network: Network
    hash: string
  }): Promise<GetTransactionStatusReturnType>
  waitForTransaction(
    parameters: WaitForTransactionParameters & { network: Network },
  ): Promise<WaitForTransactionReturnType>
  /** The chain of a network (throws `ChainNotConfiguredError`). */
  getChain(network: Network | string): BitcoinChain
  getEsploraClient(network: Network | string): EsploraClient
  /** Stops listening for wallets and for the connected wallet's events. */
  destroy(): void
}

// Every action loads on first use, a chunk of its own in an app's build. bitcoinjs-lib, its secp256k1 and the
// PSBT code come with the first action that needs them (sending, checking a signature), never with the page:
// what loads with it (discovery, connecting, restoring, `isAddress`) checks addresses with the pure
// `utils/toOutputScript.ts`.
const getBalance = lazyAction(() => import('./actions/getBalance.js'), 'getBalance')
const getFeeRate = lazyAction(() => import('./actions/getFeeRate.js'), 'getFeeRate')
const estimateFee = lazyAction(() => import('./actions/estimateFee.js'), 'estimateFee')
const prepareTransfer = lazyAction(() => import('./actions/prepareTransfer.js'), 'prepareTransfer')
const sendTransfer = lazyAction(() => import('./actions/sendTransfer.js'), 'sendTransfer')
const signMessage = lazyAction(() => import('./actions/signMessage.js'), 'signMessage')
const verifyMessage = lazyAction(() => import('./actions/verifyMessage.js'), 'verifyMessage')
const getTransactionStatus = lazyAction(
  () => import('./actions/getTransactionStatus.js'),
  'getTransactionStatus',
)
const waitForTransaction = lazyAction(() => import('./actions/waitForTransaction.js'), 'waitForTransaction')

/**
 * Creates the Bitcoin adapter: Wallet Standard and sats-connect wallets, PSBTs with bitcoinjs-lib, Esplora. Its
 * steps live under `adapter/` and work on one context: connecting and following the wallet (`connect.ts`), the
 * chains, Esplora clients and connected accounts (`context.ts`). The actions load on first use (above).
 */
export function createBitcoinAdapter(parameters: CreateBitcoinAdapterParameters = {}): BitcoinAdapter {
  const { feeTarget } = parameters
  const context = createBitcoinAdapterContext(parameters)
  const stopConnectors = context.store.subscribe((connectors) =>
    context.emitter.emit({ type: 'connectors', connectors }),
  )
  const chainOf = (network: Network | string) => getChain(context, network)
  const esplora = (network: Network | string) => getEsploraClient(context, network)

  return {
    namespace: 'bip122',
    chains: context.chains,

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

    getAccounts: async () => context.connection?.accounts ?? [],

    async getBalance({ address, network }) {
      const { balance, symbol } = await getBalance(esplora(network), {
        address,
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      })
      return { balance, symbol }
    },

    switchNetwork: (parameters) => logged(context, 'switchNetwork', () => switchNetwork(context, parameters)),

    signMessage: ({ address, message, protocol }) =>
      logged(context, 'signMessage', async () => {
        accountOf(context, address)
        if (typeof message !== 'string')
          throw new UnsupportedWalletFeatureError('signing raw bytes: Bitcoin message signing takes text')
        return signMessage(connected(context).wallet, { address, message, protocol })
      }),

    sendTransfer: ({ network, from, to, value, token, feeRate }) =>
      logged(context, 'sendTransfer', async () => {
        if (token) throw new TokenTransferNotSupportedError()
        const account = accountOf(context, from)
        return sendTransfer(connected(context).wallet, esplora(network), {
          chain: chainOf(network),
          account,
          to,
          value,
          feeRate,
          feeTarget,
        })
      }),

    estimateFee({ network, from, to, value, token }) {
      if (token) return Promise.resolve(null)
      let client: EsploraClient
      try {
        client = esplora(network)
      } catch {
        return Promise.resolve(null)
      }
      return estimateFee(client, { chain: chainOf(network), from, to, value, feeTarget })
    },

    verifyMessage: async ({ network, ...rest }) => verifyMessage(chainOf(network), rest),

    getUtxos: ({ address, network }) => esplora(network).getUtxos(address),

    getFeeRate: ({ network, target = feeTarget }) =>
      getFeeRate(esplora(network), { chain: chainOf(network), target }),

    prepareTransfer: ({ network, ...rest }) =>
      prepareTransfer(esplora(network), { chain: chainOf(network), feeTarget, ...rest }),

    getTransactionStatus: ({ network, hash }) => getTransactionStatus(esplora(network), { hash }),

    waitForTransaction: ({ network, ...rest }) => waitForTransaction(esplora(network), rest),

    isAddress: ({ address, network }) => {
      const chain = context.chains.find((each) => each.caipNetworkId === network.caipNetworkId)
      return chain !== undefined && isAddressOf(address, chain)
    },

    parseUnits: (value, decimals) => parseUnits(value, decimals),

    formatUnits: (value, decimals) => formatUnits(value, decimals),

    getChain: chainOf,

    getEsploraClient: esplora,

    destroy() {
      end(context)
      stopConnectors()
      context.store.destroy()
      context.emitter.clear()
    },
  }
}
