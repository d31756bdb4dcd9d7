import type { CaipAddress, ChainNamespace, ConnectedWalletInfo, ConnectionStatus } from '@portico/core'
import { useConfig } from './useConfig.js'
import { useProxyState } from './useProxyState.js'

export type UseAccountReturnType = {
  /** The active namespace, whose account this is. */
  namespace: ChainNamespace | undefined
  status: ConnectionStatus
  isConnected: boolean
  address: string | undefined
  caipAddress: CaipAddress | undefined
  /** Native balance in display units, once fetched (see `useBalance`). */
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  connectedWalletInfo: Readonly<ConnectedWalletInfo> | undefined
}

/** The active namespace's account, re-rendering when it changes. */
export function useAccount(): UseAccountReturnType {
  const config = useConfig()
  const { activeChain } = useProxyState(config.network.state)
  const { chains } = useProxyState(config.account.state)
  const account = activeChain ? chains[activeChain] : undefined
  const status = account?.status ?? 'disconnected'
  return {
    namespace: activeChain,
    status,
    isConnected: status === 'connected',
    address: account?.address,
    caipAddress: account?.caipAddress,
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    profileName: account?.profileName,
    profileImage: account?.profileImage,
    connectedWalletInfo: account?.connectedWalletInfo,
  }
}
