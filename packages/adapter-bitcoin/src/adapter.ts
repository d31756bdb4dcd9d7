import {
  type Account,
  type ChainAdapter,
  createAdapterEmitter,
  createDisconnectFlag,
  formatUnits,
  type Network,
  parseUnits,
  type SignableMessage,
  type StorageBackend,
  UnsupportedChainError,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectNamespaceSession,
} from '@portico/core'
import { getWallets } from '@wallet-standard/app'
import { estimateFee } from './actions/estimateFee.js'
import { getBalance } from './actions/getBalance.js'
import { getFeeRate } from './actions/getFeeRate.js'
import { getTransactionStatus } from './actions/getTransactionStatus.js'
import { prepareTransfer, type TransferPlan } from './actions/prepareTransfer.js'
import { type SendTransferReturnType, sendTransfer } from './actions/sendTransfer.js'
import { type SignMessageReturnType, signMessage } from './actions/signMessage.js'
import { type VerifyMessageParameters, verifyMessage } from './actions/verifyMessage.js'
import { type WaitForTransactionParameters, waitForTransaction } from './actions/waitForTransaction.js'
import { type BitcoinChain, defaultBitcoinChains } from './chains.js'
import { createConnectorStore, type WalletsRegistry } from './connectors/createConnectorStore.js'
import type { BitcoinWalletConnection, MessageProtocol } from './connectors/types.js'
import { walletConnectConnection, walletConnectRequirements } from './connectors/walletConnect.js'
import {
  ChainNotConfiguredError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  UnsupportedWalletFeatureError,
} from './errors/connector.js'
import { TokenTransferNotSupportedError } from './errors/transaction.js'
import {
  createEsploraClient,
  type EsploraClient,
  type EsploraClientOptions,
} from './esplora/createEsploraClient.js'
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
  verifyMessage(parameters: VerifyMessageParameters & { network: Network }): boolean
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
  }): ReturnType<typeof getTransactionStatus>
  waitForTransaction(
    parameters: WaitForTransactionParameters & { network: Network },
  ): ReturnType<typeof waitForTransaction>
  /** The chain of a network (throws `ChainNotConfiguredError`). */
  getChain(network: Network | string): BitcoinChain
  getEsploraClient(network: Network | string): EsploraClient
  /** Stops listening for wallets and for the connected wallet's events. */
  destroy(): void
}

type Connection = {
  connectorId: string
  wallet: BitcoinWalletConnection
  accounts: Account[]
  chain: BitcoinChain
  detach(): void
}

const defaultTarget = () => (typeof window === 'undefined' ? undefined : window)

/** Creates the Bitcoin adapter: Wallet Standard and sats-connect wallets, PSBTs with bitcoinjs-lib, Esplora. */
export function createBitcoinAdapter(parameters: CreateBitcoinAdapterParameters = {}): BitcoinAdapter {
  const { esploraUrls = {}, storage, feeTarget } = parameters
  const chains = (parameters.networks ?? defaultBitcoinChains).map((chain) => {
    const url = esploraUrls[chain.caipNetworkId]
    return url ? { ...chain, esploraUrl: url } : chain
  })
  const emitter = createAdapterEmitter()
  const { emit } = emitter
  const disconnected = createDisconnectFlag('bip122', storage)
  const store = createConnectorStore({
    wallets: parameters.wallets ?? getWallets(),
    target: parameters.target ?? defaultTarget(),
    appName: parameters.appName,
  })
  const stopConnectors = store.subscribe((connectors) => emit({ type: 'connectors', connectors }))
  const clients = new Map<string, EsploraClient>()
  let connection: Connection | undefined

  function getChain(network: Network | string): BitcoinChain {
    const id = typeof network === 'string' ? network : network.caipNetworkId
    const chain = chains.find((each) => each.caipNetworkId === id)
    if (!chain) throw new ChainNotConfiguredError(id, { namespace: 'bip122' })
    return chain
  }

  function getEsploraClient(network: Network | string): EsploraClient {
    const chain = getChain(network)
    let client = clients.get(chain.caipNetworkId)
    if (!client) {
      client = createEsploraClient(chain.esploraUrl, parameters.esplora)
      clients.set(chain.caipNetworkId, client)
    }
    return client
  }

  /** The chain the wallet's accounts belong to: the one asked for when they fit it, else the first that fits. */
  function chainOfAccounts(accounts: readonly Account[], asked: BitcoinChain): BitcoinChain | undefined {
    const fits = (chain: BitcoinChain) => accounts.some((account) => isAddressOf(account.address, chain))
    return fits(asked) ? asked : chains.find(fits)
  }

  const onChain = (accounts: readonly Account[], chain: BitcoinChain) =>
    accounts.filter((account) => isAddressOf(account.address, chain))

  const end = () => {
    connection?.detach()
    connection = undefined
  }

  function attach(
    connectorId: string,
    wallet: BitcoinWalletConnection,
    accounts: Account[],
    chain: BitcoinChain,
  ) {
    end()
    const stop = wallet.onAccountsChanged((changed) => {
      if (connection?.wallet !== wallet) return
      const fitting = onChain(changed, connection.chain)
      if (fitting.length === 0) {
        end()
        emitter.emitDisconnect()
        return
      }
      connection.accounts = fitting
      emit({ type: 'accounts', accounts: fitting })
    })
    connection = { connectorId, wallet, accounts, chain, detach: stop }
  }

  async function open(
    connectorId: string,
    network: Network,
    silent: boolean,
    session?: WalletConnectNamespaceSession,
  ) {
    const asked = getChain(network)
    const found =
      connectorId === WALLET_CONNECT_CONNECTOR_ID
        ? session && {
            connector: { id: WALLET_CONNECT_CONNECTOR_ID },
            connection: walletConnectConnection(session, {
              getChainId: () => connection?.chain.caipNetworkId ?? asked.caipNetworkId,
            }),
          }
        : store.open(connectorId)
    if (!found) {
      if (silent) return undefined
      throw new ConnectorNotFoundError(connectorId, { namespace: 'bip122' })
    }
    const all = silent ? await found.connection.getAccounts() : await found.connection.connect()
    const chain = chainOfAccounts(all, asked)
    if (!chain) {
      if (silent) return undefined
      throw new UnsupportedChainError({
        details: 'None of the wallet accounts belongs to a configured network',
      })
    }
    const accounts = onChain(all, chain)
    attach(found.connector.id, found.connection, accounts, chain)
    return { accounts, caipNetworkId: chain.caipNetworkId }
  }

  const connected = (): Connection => {
    if (!connection) throw new ConnectorNotConnectedError()
    return connection
  }

  const accountOf = (address: string): Account => {
    const account = connected().accounts.find((each) => each.address === address)
    if (!account) throw new ConnectorNotConnectedError({ details: `${address} is not a connected account` })
    return account
  }

  return {
    namespace: 'bip122',
    chains,

    getConnectors: () => store.getConnectors(),

    subscribe: emitter.subscribe,

    walletConnect: walletConnectRequirements,

    async connect({ connectorId, network, walletConnect }) {
      const result = (await open(connectorId, network, false, walletConnect)) as NonNullable<
        Awaited<ReturnType<typeof open>>
      >
      disconnected.clear()
      return result
    },

    async reconnect({ connectorId, network, walletConnect }) {
      // A stored WalletConnect session is restored whatever a wallet's disconnect flag says: ending that
      // connection deleted its session, so a session that is still here was not disconnected.
      if (connectorId === WALLET_CONNECT_CONNECTOR_ID) return open(connectorId, network, true, walletConnect)
      if (disconnected.isSet()) return undefined
      return open(connectorId, network, true)
    },

    async disconnect() {
      const current = connection
      if (!current) return
      end()
      // Core deletes a WalletConnect session; the adapter only lets go of it.
      if (current.connectorId === WALLET_CONNECT_CONNECTOR_ID) return
      await current.wallet.disconnect()
      disconnected.set()
    },

    getAccounts: async () => connection?.accounts ?? [],

    async getBalance({ address, network }) {
      const { balance, symbol } = await getBalance(getEsploraClient(network), {
        address,
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      })
      return { balance, symbol }
    },

    async switchNetwork({ network }) {
      const chain = getChain(network)
      const current = connection
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
      emit({ type: 'accounts', accounts })
      emit({ type: 'network', caipNetworkId: chain.caipNetworkId })
    },

    signMessage: async ({ address, message, protocol }) => {
      accountOf(address)
      if (typeof message !== 'string')
        throw new UnsupportedWalletFeatureError('signing raw bytes: Bitcoin message signing takes text')
      return signMessage(connected().wallet, { address, message, protocol })
    },

    async sendTransfer({ network, from, to, value, token, feeRate }) {
      if (token) throw new TokenTransferNotSupportedError()
      const account = accountOf(from)
      return sendTransfer(connected().wallet, getEsploraClient(network), {
        chain: getChain(network),
        account,
        to,
        value,
        feeRate,
        feeTarget,
      })
    },

    estimateFee({ network, from, to, value, token }) {
      if (token) return Promise.resolve(null)
      let client: EsploraClient
      try {
        client = getEsploraClient(network)
      } catch {
        return Promise.resolve(null)
      }
      return estimateFee(client, { chain: getChain(network), from, to, value, feeTarget })
    },

    verifyMessage: ({ network, ...rest }) => verifyMessage(getChain(network), rest),

    getUtxos: ({ address, network }) => getEsploraClient(network).getUtxos(address),

    getFeeRate: ({ network, target = feeTarget }) =>
      getFeeRate(getEsploraClient(network), { chain: getChain(network), target }),

    prepareTransfer: ({ network, ...rest }) =>
      prepareTransfer(getEsploraClient(network), { chain: getChain(network), feeTarget, ...rest }),

    getTransactionStatus: ({ network, hash }) => getTransactionStatus(getEsploraClient(network), { hash }),

    waitForTransaction: ({ network, ...rest }) => waitForTransaction(getEsploraClient(network), rest),

    isAddress: ({ address, network }) => {
      const chain = chains.find((each) => each.caipNetworkId === network.caipNetworkId)
      return chain !== undefined && isAddressOf(address, chain)
    },

    parseUnits: (value, decimals) => parseUnits(value, decimals),

    formatUnits: (value, decimals) => formatUnits(value, decimals),

    getChain,

    getEsploraClient,

    destroy() {
      end()
      stopConnectors()
      store.destroy()
      emitter.clear()
    },
  }
}
