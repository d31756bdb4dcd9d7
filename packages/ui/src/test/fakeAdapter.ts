import {
  type Account,
  type AdapterEvent,
  type ChainAdapter,
  type Connector,
  formatUnits,
  parseUnits,
  UserRejectedRequestError,
} from '@portico/core'

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** An in-memory EVM wallet behind the ChainAdapter interface; tests set `wallet.reject` and so on. */
export function createFakeAdapter(connectors?: Connector[]) {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const wallet = {
    reject: false,
    connected: false,
    chain: undefined as string | undefined,
    sent: [] as unknown[],
  }
  const accounts = (): Account[] => [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }]
  const list: Connector[] = connectors ?? [
    { id: 'injected', name: 'Injected', chain: 'eip155', type: 'INJECTED' },
    {
      id: 'dev.portico.wallet',
      name: 'Portico Dev Wallet',
      chain: 'eip155',
      type: 'ANNOUNCED',
      info: { rdns: 'dev.portico.wallet' },
    },
    {
      id: 'io.metamask',
      name: 'MetaMask',
      chain: 'eip155',
      type: 'ANNOUNCED',
      info: { rdns: 'io.metamask' },
    },
  ]
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    getConnectors: () => list,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    async connect({ network }) {
      if (wallet.reject) throw new UserRejectedRequestError()
      wallet.connected = true
      wallet.chain ??= network.caipNetworkId
      return { accounts: accounts(), caipNetworkId: network.caipNetworkId }
    },
    async reconnect() {
      return undefined
    },
    async disconnect() {
      wallet.connected = false
    },
    getAccounts: async () => (wallet.connected ? accounts() : []),
    getBalance: async () => ({ balance: '12.3456', symbol: 'ETH' }),
    async switchNetwork() {
      if (wallet.reject) throw new UserRejectedRequestError()
    },
    signMessage: async ({ message }) => ({ signature: `signed:${message}` }),
    async sendTransfer(parameters) {
      if (wallet.reject) throw new UserRejectedRequestError()
      wallet.sent.push(parameters)
      return { hash: '0xfeed' }
    },
    estimateFee: async () => 21_000n * 1_000_000_000n,
    parseUnits,
    formatUnits,
  }
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { adapter, wallet, emit }
}
