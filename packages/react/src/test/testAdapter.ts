import {
  type Account,
  type AdapterEvent,
  type ChainAdapter,
  type Connector,
  messageBytes,
  type Network,
  UserRejectedRequestError,
} from '@portico/core'

/** An in-memory EVM wallet behind the ChainAdapter interface; `wallet.reject = true` refuses requests. */
export function createTestAdapter(address = '0xAbC0000000000000000000000000000000000001') {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const wallet = {
    reject: false,
    connected: false,
    chain: undefined as string | undefined,
    signed: [] as string[],
  }
  const accounts = (): Account[] => [{ namespace: 'eip155', address, type: 'eoa' }]
  const connectors: Connector[] = [
    {
      id: 'test-wallet',
      name: 'Test Wallet',
      chain: 'eip155',
      type: 'ANNOUNCED',
      info: { rdns: 'dev.test' },
    },
  ]
  const connectTo = (network: Network) => {
    wallet.connected = true
    wallet.chain ??= network.caipNetworkId
    return { accounts: accounts(), caipNetworkId: wallet.chain as Network['caipNetworkId'] }
  }
  const refuse = () => {
    if (wallet.reject) throw new UserRejectedRequestError()
  }
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    getConnectors: () => connectors,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    async connect({ network }) {
      refuse()
      return connectTo(network)
    },
    reconnect: async ({ network }) => (wallet.connected ? connectTo(network) : undefined),
    async disconnect() {
      wallet.connected = false
      wallet.chain = undefined
    },
    getAccounts: async () => (wallet.connected ? accounts() : []),
    getBalance: async ({ network }) => ({
      balance: network.id === 31337 ? '1.5' : '2.25',
      symbol: network.nativeCurrency.symbol,
    }),
    async switchNetwork({ network }) {
      refuse()
      wallet.chain = network.caipNetworkId
    },
    async signMessage({ message }) {
      refuse()
      const text = typeof message === 'string' ? message : `raw:${messageBytes(message).length}`
      wallet.signed.push(text)
      return { signature: `0xsigned:${text}` }
    },
    sendTransfer: async () => ({ hash: '0x01' }),
    estimateFee: async () => 21000n,
    parseUnits: (value) => BigInt(value),
    formatUnits: (value) => value.toString(),
  }
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { adapter, wallet, emit }
}
