import type { CaipNetworkId, ChainAdapter, ChainNamespace, RemoteWalletSession } from '@portico/core'
import { toHex } from 'viem'

/**
 * An adapter that connects through its share of a WalletConnect session, as a real one does: its accounts are
 * the session's, and it signs through the session. `chainId` is the chain it signs on.
 */
export function sessionAdapter(
  namespace: ChainNamespace,
  { methods, chainId }: { methods: readonly string[]; chainId: CaipNetworkId },
): ChainAdapter {
  let session: RemoteWalletSession | undefined
  const connectWith: ChainAdapter['connect'] = async ({ walletConnect, network }) => {
    session = walletConnect
    const accounts = (walletConnect?.getAccounts() ?? []).map((account) => ({
      namespace,
      address: account.split(':')[2] as string,
      type: 'eoa' as const,
    }))
    return { accounts, caipNetworkId: network.caipNetworkId }
  }
  return {
    namespace,
    walletConnect: { methods, events: ['accountsChanged', 'chainChanged'] },
    getConnectors: () => [],
    subscribe: () => () => {},
    connect: connectWith,
    reconnect: connectWith,
    async disconnect() {
      session = undefined
    },
    getBalance: async ({ network }) => ({ balance: '0', symbol: network.nativeCurrency.symbol }),
    switchNetwork: async () => {},
    async signMessage({ address, message }) {
      if (!session) throw new Error('not connected')
      const signature = await session.request<string>({
        chainId,
        method: 'personal_sign',
        params: [toHex(message as string), address],
      })
      return { signature }
    },
    sendTransfer: async () => ({ hash: '0x01' }),
    estimateFee: async () => null,
    parseUnits: (value) => BigInt(value),
    formatUnits: (value) => value.toString(),
  }
}
