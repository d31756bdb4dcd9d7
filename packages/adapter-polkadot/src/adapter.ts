import {
  type Account,
  type ChainAdapter,
  formatUnits,
  lazyAction,
  type Network,
  parseUnits,
  type StorageBackend,
} from '@portico/core'
import type { GetBalanceReturnType } from './actions/getBalance.js'
import type { TransferPlan } from './actions/prepareTransfer.js'
import type { SendTransferReturnType } from './actions/sendTransfer.js'
import {
  type VerifyMessageParameters,
  type VerifyMessageReturnType,
  verifyMessage,
} from './actions/verifyMessage.js'
import { connect, disconnect, reconnect, switchNetwork } from './adapter/connect.js'
import { chainClient, createPolkadotAdapterContext, end, requireAccount } from './adapter/context.js'
import { logged } from './adapter/log.js'
import { walletConnectRequirements } from './connectors/walletConnectExtension.js'
import { TokenTransferNotSupportedError } from './errors/transaction.js'
import { ss58PrefixOf, toAccountId } from './utils/address.js'
import type { ChainClient } from './utils/chainClient.js'

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

// Each action loads on first use, a chunk of its own in an app's build; @polkadot/api loads with the first node
// connection (`utils/chainClient.ts`). verifyMessage stays: it is synchronous, and pure JS (noble, scure).
const getBalance = lazyAction(() => import('./actions/getBalance.js'), 'getBalance')
const estimateFee = lazyAction(() => import('./actions/estimateFee.js'), 'estimateFee')
const prepareTransfer = lazyAction(() => import('./actions/prepareTransfer.js'), 'prepareTransfer')
const sendTransfer = lazyAction(() => import('./actions/sendTransfer.js'), 'sendTransfer')
const signMessage = lazyAction(() => import('./actions/signMessage.js'), 'signMessage')

/**
 * Creates the Polkadot adapter: polkadot-js-protocol extensions, @polkadot/api, keep-alive transfers. Its steps
 * live under `adapter/` and work on one context: connecting and following the extension (`connect.ts`), the
 * networks, node clients and connected accounts (`context.ts`). What a page loads with it is discovery and the
 * synchronous checks; @polkadot/api and the actions load when a wallet connects or an action runs.
 */
export function createPolkadotAdapter(parameters: CreatePolkadotAdapterParameters = {}): PolkadotAdapter {
  const context = createPolkadotAdapterContext(parameters)
  const stopStore = context.store.subscribe((connectors) =>
    context.emitter.emit({ type: 'connectors', connectors }),
  )
  const client = (network: Network) => chainClient(context, network)

  return {
    namespace: 'polkadot',
    networks: context.networks,

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
      const { balance, symbol } = await getBalance(await client(network), { address })
      return { balance, symbol }
    },

    getBalances: async ({ address, network }) => getBalance(await client(network), { address }),

    switchNetwork: (parameters) => logged(context, 'switchNetwork', () => switchNetwork(context, parameters)),

    signMessage: ({ address, message }) =>
      logged(context, 'signMessage', async () => {
        const current = requireAccount(context, address)
        return signMessage(current.injected.signer, { address, message })
      }),

    verifyMessage,

    sendTransfer: ({ network, from, to, value, token, preflight, timeout }) =>
      logged(context, 'sendTransfer', async () => {
        if (token) throw new TokenTransferNotSupportedError()
        const current = requireAccount(context, from)
        return sendTransfer(await client(network), current.injected.signer, {
          from,
          to,
          value,
          preflight,
          timeout,
        })
      }),

    async prepareTransfer({ network, ...rest }) {
      return prepareTransfer(await client(network), rest)
    },

    async estimateFee({ network, from, to, value, token }) {
      if (token) return null
      try {
        return await estimateFee(await client(network), { from, to, value })
      } catch {
        return null
      }
    },

    getChainClient: (network) => client(network),

    isAddress({ address, network }) {
      try {
        const prefix = ss58PrefixOf(address)
        const own = context.prefixes.get(network.caipNetworkId)
        return toAccountId(address).length === 32 && (own === undefined || prefix === own || prefix === 42)
      } catch {
        return false
      }
    },

    parseUnits: (value, decimals) => parseUnits(value, decimals),

    formatUnits: (value, decimals) => formatUnits(value, decimals),

    async destroy() {
      end(context)
      stopStore()
      context.store.destroy()
      context.emitter.clear()
      await context.clients.disconnect()
    },
  }
}
