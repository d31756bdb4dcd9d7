import type { AdapterEvent, ChainAdapter, Connector, Network, StorageBackend } from '@portico/core'
import {
  createClient,
  custom,
  type EIP1193Provider,
  formatUnits,
  type Hex,
  type PublicRpcSchema,
  parseUnits,
  rpcSchema,
  type Transport,
  type WalletRpcSchema,
} from 'viem'
import { connect } from './actions/connect.js'
import { disconnect } from './actions/disconnect.js'
import { getAccounts } from './actions/getAccounts.js'
import { getGasPrice } from './actions/getGasPrice.js'
import { reconnect } from './actions/reconnect.js'
import { switchNetwork } from './actions/switchNetwork.js'
import type { PublicClient, WalletClient } from './actions/types.js'
import type { VerifySignatureParameters } from './actions/verifySignature.js'
import { type Catalogue, createConnectorStore } from './connectors/createConnectorStore.js'
import { ConnectorNotConnectedError, ConnectorNotFoundError } from './errors/connector.js'
import { type CreateRpcTransportOptions, createRpcTransport } from './transport.js'
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
  /** Tuning of the default transport (spec §9 values otherwise). */
  transport?: CreateRpcTransportOptions | undefined
}

/** Core's `ChainAdapter` for eip155, with every optional capability, hex-typed results and a few EVM extras. */
export type EvmAdapter = Omit<
  ChainAdapter,
  'namespace' | 'signMessage' | 'signTypedData' | 'sendTransfer' | 'writeContract'
> &
  Required<
    Pick<ChainAdapter, 'sendCalls' | 'getCallsStatus' | 'getCapabilities' | 'getAssets' | 'waitForReceipt'>
  > & {
    readonly namespace: 'eip155'
    signMessage(parameters: Parameters<ChainAdapter['signMessage']>[0]): Promise<{ signature: Hex }>
    signTypedData(parameters: { address: string; typedData: unknown }): Promise<{ signature: Hex }>
    sendTransfer(parameters: Parameters<ChainAdapter['sendTransfer']>[0]): Promise<{ hash: Hex }>
    writeContract(
      parameters: Parameters<NonNullable<ChainAdapter['writeContract']>>[0],
    ): Promise<{ hash: Hex }>
    /** Current gas price in wei. */
    getGasPrice(parameters: { network: Network }): Promise<bigint>
    /** EOA, ERC-1271 and ERC-6492 signature check. */
    verifySignature(parameters: VerifySignatureParameters & { network: Network }): Promise<boolean>
    /** The (cached) viem client of a network's RPC endpoints, for the actions of `viem/actions`. */
    getPublicClient(network: Network): PublicClient
    /** The viem client of the connected wallet, if any, for the actions of `viem/actions`. */
    getWalletClient(): WalletClient | undefined
    /** Stops listening for wallets and for the connected wallet's events. */
    destroy(): void
  }

const DISCONNECTED_KEY = 'portico.eip155.disconnected'

type Connection = { connectorId: string; provider: EIP1193Provider; client: WalletClient; detach(): void }

const defaultTarget = (): EventTarget | undefined => (typeof window === 'undefined' ? undefined : window)

/**
 * Creates the EVM adapter: EIP-6963 and injected wallets, on viem. What a page needs at load (discovery,
 * reconnect, balances) is imported here; signing, verifying, sending and the wallet capabilities load on
 * first use, so an app's initial bundle carries only bare viem clients and a few actions.
 */
export function createEvmAdapter(parameters: CreateEvmAdapterParameters = {}): EvmAdapter {
  const { storage, catalogue, transports = {}, transport: transportOptions } = parameters
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const store = createConnectorStore({ target: parameters.target ?? defaultTarget(), catalogue })
  const stopConnectors = store.subscribe((connectors) => emit({ type: 'connectors', connectors }))
  const publicClients = new Map<string, PublicClient>()
  let connection: Connection | undefined

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

  function walletClientOf(connector: Connector): { provider: EIP1193Provider; client: WalletClient } {
    const provider = connector.provider as EIP1193Provider
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
  function attach(connectorId: string, provider: EIP1193Provider, client: WalletClient) {
    end()
    const onAccounts = (accounts: readonly string[]) => {
      if (accounts.length > 0) {
        emit({ type: 'accounts', accounts: accounts.map(toAccount) })
        return
      }
      end()
      emit({ type: 'accounts', accounts: [] })
      emit({ type: 'disconnect' })
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
      },
    }
  }

  const wallet = (): WalletClient => {
    if (!connection) throw new ConnectorNotConnectedError()
    return connection.client
  }

  return {
    namespace: 'eip155',

    getConnectors: () => store.getConnectors(),

    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    async connect({ connectorId }) {
      const connector = findConnector(connectorId)
      if (!connector) throw new ConnectorNotFoundError(connectorId, { namespace: 'eip155' })
      const { provider, client } = walletClientOf(connector)
      const result = await connect(client)
      attach(connector.id, provider, client)
      storage?.removeItem(DISCONNECTED_KEY)
      return result
    },

    async reconnect({ connectorId }) {
      if (storage?.getItem(DISCONNECTED_KEY) === 'true') return undefined
      const connector = findConnector(connectorId)
      if (!connector) return undefined
      const { provider, client } = walletClientOf(connector)
      const result = await reconnect(client)
      if (result) attach(connector.id, provider, client)
      return result
    },

    async disconnect() {
      const current = connection
      if (!current) return
      end()
      await disconnect(current.client)
      storage?.setItem(DISCONNECTED_KEY, 'true')
    },

    getAccounts: () => (connection ? getAccounts(connection.client) : Promise.resolve([])),

    switchNetwork: async ({ network }) => switchNetwork(wallet(), { network }),

    // From here on, each action's module loads on first use (a chunk of its own in an app's build).
    // getBalance too: viem's brings its multicall path (eth_call, ABI coding) along.
    async getBalance({ address, network }) {
      const client = getPublicClient(network)
      const { getBalance } = await import('./actions/getBalance.js')
      const { balance, symbol } = await getBalance(client, { address, network })
      return { balance, symbol }
    },

    async signMessage({ address, message }) {
      const client = wallet()
      const { signMessage } = await import('./actions/signMessage.js')
      return signMessage(client, { address, message })
    },

    async signTypedData({ address, typedData }) {
      const client = wallet()
      const { signTypedData } = await import('./actions/signTypedData.js')
      return signTypedData(client, { address, typedData })
    },

    async sendTransfer({ network, from, to, value, token, data, gas, gasPrice }) {
      const client = wallet()
      const { sendTransfer } = await import('./actions/sendTransfer.js')
      if (token) return sendTransfer(client, { network, from, to, value, token })
      const price = gasPrice ?? (await getGasPrice(getPublicClient(network)))
      return sendTransfer(client, { network, from, to, value, data, gas, gasPrice: price })
    },

    async waitForReceipt({ network, hash }) {
      const client = getPublicClient(network)
      const { waitForReceipt } = await import('./actions/waitForReceipt.js')
      return waitForReceipt(client, { network, hash })
    },

    async writeContract(parameters) {
      const client = wallet()
      const { writeContract } = await import('./actions/writeContract.js')
      return writeContract(client, parameters)
    },

    estimateFee({ network, from, to, value, data, token }) {
      let client: PublicClient
      try {
        client = getPublicClient(network)
      } catch {
        return Promise.resolve(null) // spec §5: gas failures return null
      }
      return import('./actions/estimateFee.js').then(({ estimateFee }) =>
        estimateFee(client, {
          from,
          to,
          value,
          ...(data !== undefined && { data: data as `0x${string}` }),
          ...(token && { token }),
        }),
      )
    },

    getGasPrice: async ({ network }) => getGasPrice(getPublicClient(network)),

    async verifySignature({ network, ...parameters }) {
      const client = getPublicClient(network)
      const { verifySignature } = await import('./actions/verifySignature.js')
      return verifySignature(client, parameters)
    },

    async sendCalls(parameters) {
      const client = wallet()
      const { sendCalls } = await import('./actions/sendCalls.js')
      return sendCalls(client, parameters)
    },

    async getCallsStatus({ id }) {
      const client = wallet()
      const { getCallsStatus } = await import('./actions/getCallsStatus.js')
      return getCallsStatus(client, { id })
    },

    async getCapabilities({ address }) {
      const client = wallet()
      const { getCapabilities } = await import('./actions/getCapabilities.js')
      return getCapabilities(client, { address })
    },

    async getAssets({ address, network }) {
      const client = wallet()
      const { getAssets } = await import('./actions/getAssets.js')
      return getAssets(client, { address, network })
    },

    parseUnits: (value, decimals) => parseUnits(value, decimals),

    formatUnits: (value, decimals) => formatUnits(value, decimals),

    getPublicClient,

    getWalletClient: () => connection?.client,

    destroy() {
      end()
      stopConnectors()
      store.destroy()
      listeners.clear()
    },
  }
}
