import {
  type Account,
  type ChainAdapter,
  createAdapterEmitter,
  createDisconnectFlag,
  formatUnits,
  kusama,
  type Network,
  parseUnits,
  polkadot,
  type StorageBackend,
  UnsupportedChainError,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectNamespaceSession,
} from '@portico/core'
import { estimateFee } from './actions/estimateFee.js'
import { type GetBalanceReturnType, getBalance } from './actions/getBalance.js'
import { prepareTransfer, type TransferPlan } from './actions/prepareTransfer.js'
import { type SendTransferReturnType, sendTransfer } from './actions/sendTransfer.js'
import { signMessage } from './actions/signMessage.js'
import {
  type VerifyMessageParameters,
  type VerifyMessageReturnType,
  verifyMessage,
} from './actions/verifyMessage.js'
import { createExtensionStore } from './connectors/discover.js'
import type { Injected, InjectedAccount, InjectedWindowProvider } from './connectors/types.js'
import {
  createWalletConnectExtension,
  walletConnectRequirements,
} from './connectors/walletConnectExtension.js'
import {
  ChainNotConfiguredError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
} from './errors/connector.js'
import { toWalletError } from './errors/toWalletError.js'
import { TokenTransferNotSupportedError } from './errors/transaction.js'
import { ss58PrefixOf, toAccountId, toChainAddress } from './utils/address.js'
import { type ChainClient, caipReference, createChainClients } from './utils/chainClient.js'

export type CreatePolkadotAdapterParameters = {
  /** The networks served (each with a WebSocket URL); default Polkadot and Kusama. */
  networks?: readonly Network[] | undefined
  /** WebSocket URL per CAIP-2 id, over each network's own. */
  rpcUrls?: Readonly<Record<string, string>> | undefined
  /** The app name extensions show when asked to enable (`enable(originName)`); default 'Portico'. */
  appName?: string | undefined
  /** Where extensions inject `injectedWeb3`; defaults to `window`. */
  target?: object | undefined
  /** Remembers an explicit disconnect (`portico.polkadot.disconnected`), so `reconnect` does not restore it. */
  storage?: StorageBackend | undefined
  /** How long and how often to look for late extensions; default every 250 ms for 3 s. */
  discovery?: { pollInterval?: number | undefined; pollFor?: number | undefined } | undefined
}

/** Core's `ChainAdapter` for polkadot, with the Substrate extras. */
export type PolkadotAdapter = Omit<
  ChainAdapter,
  'namespace' | 'sendTransfer' | 'getAccounts' | 'isAddress'
> & {
  readonly namespace: 'polkadot'
  readonly networks: readonly Network[]
  getAccounts(): Promise<readonly Account[]>
  sendTransfer(
    parameters: Parameters<ChainAdapter['sendTransfer']>[0] & { preflight?: boolean; timeout?: number },
  ): Promise<SendTransferReturnType>
  /** Free, reserved, frozen, transferable and total, in planck and display units (the `getBalance` action). */
  getBalances(parameters: { address: string; network: Network }): Promise<GetBalanceReturnType>
  verifyMessage(parameters: VerifyMessageParameters): VerifyMessageReturnType
  /** An SS58 address of an account, with the network's prefix (once known from its node) or the generic 42. */
  isAddress(parameters: { address: string; network: Network }): boolean
  /** What `sendTransfer` checks before signing: fee, balances, existential deposit. */
  prepareTransfer(parameters: {
    network: Network
    from: string
    to: string
    value: bigint
  }): Promise<TransferPlan>
  /** The network's @polkadot/api connection and chain constants. */
  getChainClient(network: Network): Promise<ChainClient>
  /** Stops discovery, unsubscribes from the extension and closes the node connections. */
  destroy(): Promise<void>
}

type Connection = {
  connectorId: string
  injected: Injected
  /** All the extension's accounts, as it gives them. */
  all: InjectedAccount[]
  network: Network
  accounts: Account[]
  stop: (() => void) | undefined
}

const defaultTarget = () => (typeof window === 'undefined' ? undefined : window)

/** Creates the Polkadot adapter: polkadot-js-protocol extensions, @polkadot/api, keep-alive transfers. */
export function createPolkadotAdapter(parameters: CreatePolkadotAdapterParameters = {}): PolkadotAdapter {
  const networks = parameters.networks ?? [polkadot, kusama]
  const { storage, appName = 'Portico' } = parameters
  const clients = createChainClients(parameters.rpcUrls)
  const emitter = createAdapterEmitter()
  const { emit } = emitter
  const disconnected = createDisconnectFlag('polkadot', storage)
  const store = createExtensionStore({
    target: parameters.target ?? defaultTarget(),
    ...parameters.discovery,
  })
  const stopStore = store.subscribe((connectors) => emit({ type: 'connectors', connectors }))
  let connection: Connection | undefined

  function getNetwork(network: Network | string): Network {
    const id = typeof network === 'string' ? network : network.caipNetworkId
    const found = networks.find((each) => each.caipNetworkId === id)
    if (!found) throw new ChainNotConfiguredError(id, { namespace: 'polkadot' })
    return found
  }

  // SS58 prefixes learnt from the nodes (for the synchronous isAddress); Polkadot 0 and Kusama 2 known ahead.
  const prefixes = new Map<string, number>([
    [polkadot.caipNetworkId, 0],
    [kusama.caipNetworkId, 2],
  ])
  const client = async (network: Network) => {
    const found = await clients.get(getNetwork(network))
    prefixes.set(found.caipNetworkId, found.ss58Format)
    return found
  }

  /** The extension's accounts usable on `network` (unrestricted or restricted to it), in its SS58 format. */
  async function accountsOn(all: readonly InjectedAccount[], network: Network): Promise<Account[]> {
    const { ss58Format } = await client(network)
    const reference = network.caipNetworkId.split(':')[1]
    return all
      .filter((account) => !account.genesisHash || caipReference(account.genesisHash) === reference)
      .flatMap((account) => {
        try {
          const publicKey = toAccountId(account.address)
          return [
            {
              namespace: 'polkadot' as const,
              address: toChainAddress(account.address, ss58Format),
              type: 'eoa' as const,
              publicKey: `0x${[...publicKey].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
            },
          ]
        } catch {
          return []
        }
      })
  }

  function end() {
    connection?.stop?.()
    connection = undefined
  }

  async function open(
    connectorId: string,
    network: Network,
    silent: boolean,
    session?: WalletConnectNamespaceSession,
  ) {
    const target = getNetwork(network)
    // A WalletConnect session is an extension of its own (see createWalletConnectExtension).
    const provider =
      connectorId === WALLET_CONNECT_CONNECTOR_ID
        ? session &&
          createWalletConnectExtension(session, {
            getChainId: () => connection?.network.caipNetworkId ?? target.caipNetworkId,
          })
        : (store.get(connectorId)?.provider as InjectedWindowProvider | undefined)
    if (!provider?.enable) {
      if (silent) return undefined
      throw new ConnectorNotFoundError(connectorId, { namespace: 'polkadot' })
    }
    let injected: Injected
    let all: InjectedAccount[]
    try {
      injected = await provider.enable(appName)
      all = await injected.accounts.get()
    } catch (error) {
      if (silent) return undefined
      throw toWalletError(error)
    }
    const accounts = await accountsOn(all, target)
    if (accounts.length === 0) {
      if (silent) return undefined
      throw new UnsupportedChainError({ details: `The wallet has no account for ${target.caipNetworkId}` })
    }
    end()
    const current: Connection = { connectorId, injected, all, network: target, accounts, stop: undefined }
    connection = current
    const subscribed = injected.accounts.subscribe?.((changed) => void onAccounts(current, changed))
    if (subscribed) {
      Promise.resolve(subscribed).then((stop) => {
        if (connection === current) current.stop = stop
        else stop()
      })
    }
    return { accounts, caipNetworkId: target.caipNetworkId }
  }

  async function onAccounts(current: Connection, changed: InjectedAccount[]) {
    if (connection !== current) return
    const accounts = await accountsOn(changed, current.network)
    if (connection !== current) return
    current.all = changed
    if (accounts.length === 0) {
      end()
      emitter.emitDisconnect()
      return
    }
    if (accounts.map((a) => a.address).join() === current.accounts.map((a) => a.address).join()) return
    current.accounts = accounts
    emit({ type: 'accounts', accounts })
  }

  const connected = (): Connection => {
    if (!connection) throw new ConnectorNotConnectedError()
    return connection
  }

  const requireAccount = (address: string) => {
    const current = connected()
    const id = toAccountId(address).join()
    if (!current.accounts.some((account) => toAccountId(account.address).join() === id)) {
      throw new ConnectorNotConnectedError({ details: `${address} is not a connected account` })
    }
    return current
  }

  return {
    namespace: 'polkadot',
    networks,

    getConnectors: () => store.getConnectors(),

    subscribe: emitter.subscribe,

    walletConnect: walletConnectRequirements,

    async connect({ connectorId, network, walletConnect }) {
      const result = await open(connectorId, network, false, walletConnect)
      disconnected.clear()
      return result as NonNullable<typeof result>
    },

    async reconnect({ connectorId, network, walletConnect }) {
      // A stored WalletConnect session is restored whatever an extension's disconnect flag says: ending that
      // connection deleted its session, so a session that is still here was not disconnected.
      if (connectorId === WALLET_CONNECT_CONNECTOR_ID) return open(connectorId, network, true, walletConnect)
      if (disconnected.isSet()) return undefined
      return open(connectorId, network, true)
    },

    async disconnect() {
      if (!connection) return
      const { connectorId } = connection
      end()
      // Core deletes a WalletConnect session; the adapter only lets go of it.
      if (connectorId !== WALLET_CONNECT_CONNECTOR_ID) disconnected.set()
    },

    getAccounts: async () => connection?.accounts ?? [],

    async getBalance({ address, network }) {
      const { balance, symbol } = await getBalance(await client(network), { address })
      return { balance, symbol }
    },

    getBalances: async ({ address, network }) => getBalance(await client(network), { address }),

    async switchNetwork({ network }) {
      const target = getNetwork(network)
      const current = connection
      if (!current || current.network.caipNetworkId === target.caipNetworkId) return
      const accounts = await accountsOn(current.all, target)
      if (accounts.length === 0) {
        throw new UnsupportedChainError({ details: `The wallet has no account for ${target.caipNetworkId}` })
      }
      current.network = target
      current.accounts = accounts
      emit({ type: 'accounts', accounts })
      emit({ type: 'network', caipNetworkId: target.caipNetworkId })
    },

    async signMessage({ address, message }) {
      const current = requireAccount(address)
      return signMessage(current.injected.signer, { address, message })
    },

    verifyMessage,

    async sendTransfer({ network, from, to, value, token, preflight, timeout }) {
      if (token) throw new TokenTransferNotSupportedError()
      const current = requireAccount(from)
      return sendTransfer(await client(network), current.injected.signer, {
        from,
        to,
        value,
        preflight,
        timeout,
      })
    },

    async prepareTransfer({ network, ...rest }) {
      return prepareTransfer(await client(network), rest)
    },

    async estimateFee({ network, from, to, value, token }) {
      if (token) return null
      let chain: ChainClient
      try {
        chain = await client(network)
      } catch {
        return null
      }
      return estimateFee(chain, { from, to, value })
    },

    getChainClient: (network) => client(network),

    isAddress({ address, network }) {
      try {
        const prefix = ss58PrefixOf(address)
        const own = prefixes.get(network.caipNetworkId)
        return toAccountId(address).length === 32 && (own === undefined || prefix === own || prefix === 42)
      } catch {
        return false
      }
    },

    parseUnits: (value, decimals) => parseUnits(value, decimals),

    formatUnits: (value, decimals) => formatUnits(value, decimals),

    async destroy() {
      end()
      stopStore()
      store.destroy()
      emitter.clear()
      await clients.disconnect()
    },
  }
}
