import {
  type Account,
  AUTH_CONNECTOR_ID,
  type ChainAdapter,
  type Connector,
  createAdapterEmitter,
  createDisconnectFlag,
  type Network,
  type RemoteWalletSession,
  type StorageBackend,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import {
  createClient,
  custom,
  type EIP1193Provider,
  formatUnits,
  type PublicRpcSchema,
  parseUnits,
  rpcSchema,
  type Transport,
  type WalletRpcSchema,
} from 'viem'
import { connect } from './actions/connect.js'
import { disconnect } from './actions/disconnect.js'
import { getAccounts } from './actions/getAccounts.js'
import type { GetAssetsParameters, GetAssetsReturnType } from './actions/getAssets.js'
import type { GetCallsStatusParameters, GetCallsStatusReturnType } from './actions/getCallsStatus.js'
import type { GetCapabilitiesReturnType } from './actions/getCapabilities.js'
import { getGasPrice } from './actions/getGasPrice.js'
import { reconnect } from './actions/reconnect.js'
import type { SendCallsParameters, SendCallsReturnType } from './actions/sendCalls.js'
import type { SendTransferReturnType } from './actions/sendTransfer.js'
import type { SignMessageParameters, SignMessageReturnType } from './actions/signMessage.js'
import type { SignTypedDataParameters, SignTypedDataReturnType } from './actions/signTypedData.js'
import { switchNetwork } from './actions/switchNetwork.js'
import type { PublicClient, WalletClient } from './actions/types.js'
import type { VerifyMessageParameters, VerifyMessageReturnType } from './actions/verifyMessage.js'
import type { VerifyTypedDataParameters, VerifyTypedDataReturnType } from './actions/verifyTypedData.js'
import type { WaitForTransactionReturnType } from './actions/waitForTransaction.js'
import type { WriteContractParameters, WriteContractReturnType } from './actions/writeContract.js'
import { type Catalogue, createConnectorStore } from './connectors/createConnectorStore.js'
import { walletConnectRequirements } from './connectors/walletConnectRequirements.js'
import { ConnectorNotConnectedError, ConnectorNotFoundError } from './errors/connector.js'
import { type CreateRpcTransportOptions, createRpcTransport } from './transport.js'
import { createAccountTypes } from './utils/accountTypes.js'
import { lazyAction } from './utils/lazyAction.js'
import { chainIdOf, getRpcUrls, toCaipNetworkId, toViemChain } from './utils/network.js'
import { toAccount } from './utils/toAccount.js'

export type CreateEvmAdapterParameters = {
  /** Where EIP-6963 wallets announce themselves and `ethereum` is injected. Defaults to `window` when present. */
  target?: EventTarget | undefined
  /**
   * Remembers an explicit disconnect, so `reconnect` does not silently restore a wallet that could not
   * revoke its permission (`portico.eip155.disconnected`).
   */
  storage?: StorageBackend | undefined
  /** The app's wallet catalogue by rdns: its name and image win over the announced ones. */
  catalogue?: Catalogue | undefined
  /** A viem transport per chain id, instead of the default one built from the network's RPC URLs. */
  transports?: Readonly<Record<number, Transport>> | undefined
  /** Tuning of the default transport (timeout 10 s, batches of 1000, 3 retries from 150 ms otherwise). */
  transport?: CreateRpcTransportOptions | undefined
}

/**
 * Core's `ChainAdapter` for eip155, with hex-typed results and the EVM's own actions: typed data, contract
 * writes, EIP-5792 batches and capabilities, ERC-7811 assets, signature checks.
 */
export type EvmAdapter = Omit<
  ChainAdapter,
  'namespace' | 'signMessage' | 'sendTransfer' | 'getAccounts' | 'waitForReceipt' | 'getGasPrice'
> & {
  readonly namespace: 'eip155'
  /** The accounts the wallet shares (eth_accounts); none when not connected. */
  getAccounts(): Promise<readonly Account[]>
  signMessage(parameters: SignMessageParameters): Promise<SignMessageReturnType>
  sendTransfer(parameters: Parameters<ChainAdapter['sendTransfer']>[0]): Promise<SendTransferReturnType>
  /** Resolves once `hash` is mined: 'success', or 'reverted' when it failed in its block. */
  waitForReceipt(parameters: { network: Network; hash: string }): Promise<WaitForTransactionReturnType>
  /** Current gas price in wei. */
  getGasPrice(parameters: { network: Network }): Promise<bigint>
  signTypedData(parameters: SignTypedDataParameters): Promise<SignTypedDataReturnType>
  writeContract(parameters: WriteContractParameters): Promise<WriteContractReturnType>
  sendCalls(parameters: SendCallsParameters): Promise<SendCallsReturnType>
  getCallsStatus(parameters: GetCallsStatusParameters): Promise<GetCallsStatusReturnType>
  getCapabilities(parameters: { address: string }): Promise<GetCapabilitiesReturnType>
  getAssets(parameters: GetAssetsParameters): Promise<GetAssetsReturnType>
  /** EOA, ERC-1271 and ERC-6492 check of a signed message. */
  verifyMessage(parameters: VerifyMessageParameters & { network: Network }): Promise<VerifyMessageReturnType>
  /** EOA, ERC-1271 and ERC-6492 check of signed typed data. */
  verifyTypedData(
    parameters: VerifyTypedDataParameters & { network: Network },
  ): Promise<VerifyTypedDataReturnType>
  /** The (cached) viem client of a network's RPC endpoints, for the actions of `viem/actions`. */
  getPublicClient(network: Network): PublicClient
  /** The viem client of the connected wallet, if any, for the actions of `viem/actions`. */
  getWalletClient(): WalletClient | undefined
  /** Stops listening for wallets and for the connected wallet's events. */
  destroy(): void
}

// Each action below loads on first use, a chunk of its own in an app's build. getBalance too: viem's brings
// its multicall path (eth_call, ABI coding) along.
const getBalance = lazyAction(() => import('./actions/getBalance.js'), 'getBalance')
const signMessage = lazyAction(() => import('./actions/signMessage.js'), 'signMessage')
const signTypedData = lazyAction(() => import('./actions/signTypedData.js'), 'signTypedData')
const sendTransfer = lazyAction(() => import('./actions/sendTransfer.js'), 'sendTransfer')
const waitForTransaction = lazyAction(() => import('./actions/waitForTransaction.js'), 'waitForTransaction')
const writeContract = lazyAction(() => import('./actions/writeContract.js'), 'writeContract')
const estimateFee = lazyAction(() => import('./actions/estimateFee.js'), 'estimateFee')
const verifyMessage = lazyAction(() => import('./actions/verifyMessage.js'), 'verifyMessage')
const verifyTypedData = lazyAction(() => import('./actions/verifyTypedData.js'), 'verifyTypedData')
const sendCalls = lazyAction(() => import('./actions/sendCalls.js'), 'sendCalls')
const getCallsStatus = lazyAction(() => import('./actions/getCallsStatus.js'), 'getCallsStatus')
const getCapabilities = lazyAction(() => import('./actions/getCapabilities.js'), 'getCapabilities')
const getAssets = lazyAction(() => import('./actions/getAssets.js'), 'getAssets')

type Connection = { connectorId: string; provider: EIP1193Provider; client: WalletClient; detach(): void }

const defaultTarget = (): EventTarget | undefined => (typeof window === 'undefined' ? undefined : window)

/** Connections to a wallet outside the page, reached through a session core hands over: WalletConnect, e-mail. */
const remoteConnectors: Readonly<Record<string, string>> = {
  [WALLET_CONNECT_CONNECTOR_ID]: 'WalletConnect session',
  [AUTH_CONNECTOR_ID]: 'embedded wallet',
}
const sessionOf = (
  connectorId: string,
  parameters: { walletConnect?: RemoteWalletSession | undefined; embedded?: RemoteWalletSession | undefined },
) => (connectorId === AUTH_CONNECTOR_ID ? parameters.embedded : parameters.walletConnect)

/**
 * Creates the EVM adapter: EIP-6963 and injected wallets, on viem. What a page needs at load (discovery,
 * reconnect, balances) is imported here; signing, verifying, sending and the wallet capabilities load on
 * first use, so an app's initial bundle carries only bare viem clients and a few actions.
 */
export function createEvmAdapter(parameters: CreateEvmAdapterParameters = {}): EvmAdapter {
  const { storage, catalogue, transports = {}, transport: transportOptions } = parameters
  const emitter = createAdapterEmitter()
  const { emit } = emitter
  const disconnected = createDisconnectFlag('eip155', storage)
  const store = createConnectorStore({ target: parameters.target ?? defaultTarget(), catalogue })
  const stopConnectors = store.subscribe((connectors) => emit({ type: 'connectors', connectors }))
  const publicClients = new Map<string, PublicClient>()
  let connection: Connection | undefined
  // Accounts are typed by their code on the app's network of the last connect (smart accounts hold code).
  const accountTypes = createAccountTypes()
  let accountsNetwork: Network | undefined

  /** A connection's accounts, typed on the app's `network`. */
  async function typed<T extends { accounts: readonly Account[] }>(result: T, network: Network): Promise<T> {
    accountsNetwork = network
    return { ...result, accounts: await accountTypes.read(getPublicClient(network), result.accounts) }
  }

  function getPublicClient(network: Network): PublicClient {
    const chainId = chainIdOf(network)
    const given = transports[chainId]
    const urls = given ? [] : getRpcUrls(network)
    const key = `${chainId} ${urls.join(' ')}`
    let client = publicClients.get(key)
    if (!client) {
      const transport = given ?? createRpcTransport(urls, transportOptions)
      client = createClient({
        chain: toViemChain(network),
        transport,
        key: 'public',
        name: 'Public Client',
        type: 'publicClient',
        rpcSchema: rpcSchema<PublicRpcSchema>(),
      })
      publicClients.set(key, client)
    }
    return client
  }

  function findConnector(connectorId: string): Connector | undefined {
    const find = () => store.getConnectors().find((connector) => connector.id === connectorId)
    const found = find()
    if (found) return found
    store.refresh()
    return find()
  }

  function walletClientOf(provider: EIP1193Provider): { provider: EIP1193Provider; client: WalletClient } {
    // Wallet requests are never retried: a retry could prompt the user twice.
    const client = createClient({
      transport: custom(provider, { retryCount: 0 }),
      key: 'wallet',
      name: 'Wallet Client',
      type: 'walletClient',
      rpcSchema: rpcSchema<WalletRpcSchema>(),
    })
    return { provider, client }
  }

  const end = () => {
    connection?.detach()
    connection = undefined
  }

  /** Follows the connected wallet's EIP-1193 events. */
  function attach(
    connectorId: string,
    provider: EIP1193Provider,
    client: WalletClient,
    onDetach?: () => void,
  ) {
    end()
    let changes = 0
    const onAccounts = (accounts: readonly string[]) => {
      const change = ++changes
      if (accounts.length > 0) {
        const next = accountTypes.known(accounts.map(toAccount))
        emit({ type: 'accounts', accounts: next })
        // An account not typed before is announced again once its code is read, if it is a smart account.
        const network = accountsNetwork
        if (network && !accountTypes.allKnown(next)) {
          void accountTypes.read(getPublicClient(network), next).then((read) => {
            const current = change === changes && connection?.provider === provider
            if (current && read.some((account, index) => account.type !== next[index]?.type)) {
              emit({ type: 'accounts', accounts: read })
            }
          })
        }
        return
      }
      end()
      emitter.emitDisconnect()
    }
    const onChain = (chainId: string | number) => {
      emit({ type: 'network', caipNetworkId: toCaipNetworkId(chainId) })
    }
    const onDisconnect = async (error?: { code?: number }) => {
      // 1013: the wallet lost its RPC connection for a moment, not the dapp; it stays connected if accounts remain.
      if (error?.code === 1013 && (await getAccounts(client).catch(() => [])).length > 0) return
      if (connection?.provider !== provider) return
      end()
      emit({ type: 'disconnect' })
    }
    provider.on('accountsChanged', onAccounts)
    provider.on('chainChanged', onChain)
    provider.on('disconnect', onDisconnect)
    connection = {
      connectorId,
      provider,
      client,
      detach() {
        provider.removeListener?.('accountsChanged', onAccounts)
        provider.removeListener?.('chainChanged', onChain)
        provider.removeListener?.('disconnect', onDisconnect)
        onDetach?.()
      },
    }
  }

  /**
   * Connects through a remote wallet's session (WalletConnect, or the embedded wallet with connector id
   * `ID_AUTH`) with `run` (connect or reconnect); undefined when it shares no account.
   */
  async function connectSession(
    connectorId: string,
    session: RemoteWalletSession,
    network: Network,
    run: (client: WalletClient) => Promise<Awaited<ReturnType<typeof reconnect>>>,
  ) {
    // Loaded when such a session is used, like the rest of WalletConnect and the embedded wallet.
    const { createWalletConnectProvider } = await import('./connectors/walletConnectProvider.js')
    const provider = createWalletConnectProvider(session, { chainId: chainIdOf(network) })
    const { client } = walletClientOf(provider)
    let result: Awaited<ReturnType<typeof reconnect>>
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
    attach(connectorId, provider, client, () => provider.destroy())
    return result
  }

  const wallet = (): WalletClient => {
    if (!connection) throw new ConnectorNotConnectedError()
    return connection.client
  }

  return {
    namespace: 'eip155',

    getConnectors: () => store.getConnectors(),

    subscribe: emitter.subscribe,

    walletConnect: walletConnectRequirements,

    async connect({ connectorId, network, walletConnect, embedded }) {
      const remote = remoteConnectors[connectorId]
      if (remote) {
        const session = sessionOf(connectorId, { walletConnect, embedded })
        if (!session) throw new ConnectorNotFoundError(connectorId, { namespace: 'eip155' })
        const result = await connectSession(connectorId, session, network, connect)
        if (!result)
          throw new ConnectorNotConnectedError({ details: `The ${remote} shares no eip155 account` })
        disconnected.clear()
        return typed(result, network)
      }
      const connector = findConnector(connectorId)
      if (!connector) throw new ConnectorNotFoundError(connectorId, { namespace: 'eip155' })
      const { provider, client } = walletClientOf(connector.provider as EIP1193Provider)
      const result = await connect(client)
      attach(connector.id, provider, client)
      disconnected.clear()
      return typed(result, network)
    },

    async reconnect({ connectorId, network, walletConnect, embedded }) {
      // A stored WalletConnect session (or e-mail login) is restored whatever an injected wallet's disconnect
      // flag says: ending that connection deleted its session, so a session that is still here was not disconnected.
      if (remoteConnectors[connectorId]) {
        const session = sessionOf(connectorId, { walletConnect, embedded })
        const restored = session && (await connectSession(connectorId, session, network, reconnect))
        return restored ? typed(restored, network) : undefined
      }
      if (disconnected.isSet()) return undefined
      const connector = findConnector(connectorId)
      if (!connector) return undefined
      const { provider, client } = walletClientOf(connector.provider as EIP1193Provider)
      const result = await reconnect(client)
      if (!result) return undefined
      attach(connector.id, provider, client)
      return typed(result, network)
    },

    async disconnect() {
      const current = connection
      if (!current) return
      end()
      // Core deletes a WalletConnect session and signs an e-mail login out; the adapter only lets go of them.
      if (remoteConnectors[current.connectorId]) return
      await disconnect(current.client)
      disconnected.set()
    },

    getAccounts: () => (connection ? getAccounts(connection.client) : Promise.resolve([])),

    switchNetwork: async ({ network }) => switchNetwork(wallet(), { network }),

    getBalance: async ({ address, network }) => {
      const { balance, symbol } = await getBalance(getPublicClient(network), { address, network })
      return { balance, symbol }
    },

    signMessage: async (parameters) => signMessage(wallet(), parameters),

    signTypedData: async (parameters) => signTypedData(wallet(), parameters),

    async sendTransfer({ network, from, to, value, token, data, gas, gasPrice }) {
      const client = wallet()
      if (token) return sendTransfer(client, { network, from, to, value, token })
      const price = gasPrice ?? (await getGasPrice(getPublicClient(network)))
      return sendTransfer(client, { network, from, to, value, data, gas, gasPrice: price })
    },

    waitForReceipt: async ({ network, hash }) => waitForTransaction(getPublicClient(network), { hash }),

    writeContract: async (parameters) => writeContract(wallet(), parameters),

    estimateFee({ network, from, to, value, data, token }) {
      let client: PublicClient
      try {
        client = getPublicClient(network)
      } catch {
        return Promise.resolve(null) // gas failures return null
      }
      return estimateFee(client, {
        from,
        to,
        value,
        ...(data !== undefined && { data: data as `0x${string}` }),
        ...(token && { token }),
      })
    },

    getGasPrice: async ({ network }) => getGasPrice(getPublicClient(network)),

    verifyMessage: async ({ network, ...parameters }) => verifyMessage(getPublicClient(network), parameters),

    verifyTypedData: async ({ network, ...parameters }) =>
      verifyTypedData(getPublicClient(network), parameters),

    sendCalls: async (parameters) => sendCalls(wallet(), parameters),

    getCallsStatus: async ({ id }) => getCallsStatus(wallet(), { id }),

    getCapabilities: async ({ address }) => getCapabilities(wallet(), { address }),

    getAssets: async ({ address, network }) => getAssets(wallet(), { address, network }),

    parseUnits: (value, decimals) => parseUnits(value, decimals),

    formatUnits: (value, decimals) => formatUnits(value, decimals),

    getPublicClient,

    getWalletClient: () => connection?.client,

    destroy() {
      end()
      stopConnectors()
      store.destroy()
      emitter.clear()
    },
  }
}
