import {
  type Account,
  type AdapterEvent,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainNamespace,
  type Connector,
  type ConnectReturnType,
  type Network,
  UserRejectedRequestError,
} from '@portico/core'

/**
 * An in-memory wallet behind the ChainAdapter interface, for controller tests. Its behaviour is set per
 * test (`wallet.reject = true`, `wallet.chain = ...`) and it emits events like a real provider. Core's tests
 * keep the same one in their own package (a test helper is not part of core's published API).
 */
export function createTestAdapter(
  namespace: ChainNamespace,
  addresses: string[] = ['0xabc0000000000000000000000000000000000001'],
) {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const wallet = {
    reject: false,
    allowReconnect: true,
    failDisconnect: false,
    chain: undefined as CaipNetworkId | undefined,
    connected: false,
    calls: [] as string[],
  }
  const accounts = (): Account[] => addresses.map((address) => ({ namespace, address, type: 'eoa' }))
  const connectors: Connector[] = [
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
      if (wallet.reject) throw new UserRejectedRequestError()
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
    getBalance: async ({ network }) => ({ balance: '1.5', symbol: network.nativeCurrency.symbol }),
    async switchNetwork({ network }) {
      wallet.calls.push(`switch:${network.caipNetworkId}`)
      if (wallet.reject) throw new UserRejectedRequestError()
      wallet.chain = network.caipNetworkId
    },
    async signMessage({ message }) {
      if (wallet.reject) throw new UserRejectedRequestError()
      return { signature: `signed:${message}` }
    },
    sendTransfer: async () => ({ hash: '0x01' }),
    estimateFee: async () => 21000n,
    parseUnits: (value) => BigInt(value),
    formatUnits: (value) => value.toString(),
  }
  return { adapter, wallet, emit }
}
