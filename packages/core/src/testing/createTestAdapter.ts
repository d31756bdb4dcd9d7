import { messageBytes } from '../adapter/message.js'
import type {
  Account,
  AdapterEvent,
  ChainAdapter,
  Connector,
  ConnectReturnType,
  SendTransferParameters,
} from '../adapter/types.js'
import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import type { Network } from '../networks/types.js'
import { formatUnits, parseUnits } from '../utils/units.js'

/** What the test wallet does next; a test changes it between steps. */
export type TestWalletState = {
  /** Refuse connect, switch and sign as a user pressing "Reject" would. */
  reject: boolean
  /** Whether a stored connection is restored on reload. */
  allowReconnect: boolean
  /** Make disconnect throw, as a provider that went away does. */
  failDisconnect: boolean
  /** The chain the wallet is on; set before connecting to start elsewhere. */
  chain: CaipNetworkId | undefined
  connected: boolean
  /** Every connect, reconnect, disconnect and `switch:<network>` call, in order. */
  calls: string[]
  /** Every message signed: its text, or `raw:<byte length>` for bytes. */
  signed: string[]
  /** The native balance in display units, on every network not listed in `balances`. */
  balance: string
  balances: Partial<Record<CaipNetworkId, string>>
  /** The fee every estimate answers, in the native currency's smallest unit. */
  fee: bigint
  /** Every transfer the wallet was asked to send (and did not refuse). */
  sent: SendTransferParameters[]
}

export type TestAdapter = {
  adapter: ChainAdapter
  wallet: TestWalletState
  /** Emit an event as the wallet's provider would (account or chain changed, disconnected). */
  emit(event: AdapterEvent): void
}

export const TEST_ADDRESS = '0xabc0000000000000000000000000000000000001'

/**
 * An in-memory wallet behind the ChainAdapter interface, for tests of an app or a plug-in that need a wallet
 * without a chain. It lists the connectors given (by default 'Test Wallet', announced, and 'Other Wallet',
 * injected), reports `wallet.balance` (1.5 of the native currency) or `wallet.balances` for a network and answers
 * every request at once; a test sets its behaviour through `wallet` (`wallet.reject = true`,
 * `wallet.chain = ...`). Its signatures are not real signatures (`0xsigned:<text>`) and its transfers send
 * nothing (they are recorded in `wallet.sent`): test those with a chain adapter on a local chain.
 */
export function createTestAdapter(
  namespace: ChainNamespace = 'eip155',
  addresses: string[] = [TEST_ADDRESS],
  options: { connectors?: Connector[] } = {},
): TestAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const wallet: TestWalletState = {
    reject: false,
    allowReconnect: true,
    failDisconnect: false,
    chain: undefined,
    connected: false,
    calls: [],
    signed: [],
    balance: '1.5',
    balances: {},
    fee: 21_000n,
    sent: [],
  }
  const accounts = (): Account[] => addresses.map((address) => ({ namespace, address, type: 'eoa' }))
  const connectors: Connector[] = options.connectors ?? [
    {
      id: 'test-wallet',
      name: 'Test Wallet',
      chain: namespace,
      type: 'ANNOUNCED',
      info: { rdns: 'dev.portico.test' },
    },
    { id: 'other-wallet', name: 'Other Wallet', chain: namespace, type: 'INJECTED' },
  ]
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const refuse = () => {
    if (wallet.reject) throw new UserRejectedRequestError()
  }
  const connectTo = (network: Network): ConnectReturnType => {
    wallet.connected = true
    wallet.chain ??= network.caipNetworkId
    return { accounts: accounts(), caipNetworkId: wallet.chain }
  }

  const adapter: ChainAdapter = {
    namespace,
    getConnectors: () => connectors,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    async connect({ network }) {
      wallet.calls.push('connect')
      refuse()
      return connectTo(network)
    },
    async reconnect({ network }) {
      wallet.calls.push('reconnect')
      return wallet.allowReconnect ? connectTo(network) : undefined
    },
    async disconnect() {
      wallet.calls.push('disconnect')
      if (wallet.failDisconnect) throw new Error('provider went away')
      wallet.connected = false
      wallet.chain = undefined
    },
    getAccounts: async () => (wallet.connected ? accounts() : []),
    getBalance: async ({ network }) => ({
      balance: wallet.balances[network.caipNetworkId] ?? wallet.balance,
      symbol: network.nativeCurrency.symbol,
    }),
    async switchNetwork({ network }) {
      wallet.calls.push(`switch:${network.caipNetworkId}`)
      refuse()
      wallet.chain = network.caipNetworkId
    },
    async signMessage({ message }) {
      refuse()
      const text = typeof message === 'string' ? message : `raw:${messageBytes(message).length}`
      wallet.signed.push(text)
      return { signature: `0xsigned:${text}` }
    },
    async sendTransfer(parameters) {
      refuse()
      wallet.sent.push(parameters)
      return { hash: '0x01' }
    },
    estimateFee: async () => wallet.fee,
    parseUnits,
    formatUnits,
  }
  return { adapter, wallet, emit }
}
