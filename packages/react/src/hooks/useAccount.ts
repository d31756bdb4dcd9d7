import type {
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  ConnectedWalletInfo,
  ConnectionStatus,
} from '@portico/core'
import { useConfig } from './useConfig.js'
import { useProxyState } from './useProxyState.js'

type AccountFields = {
  status: ConnectionStatus
  isConnected: boolean
  caipAddress: CaipAddress | undefined
  /** The account's network as a CAIP-2 id, e.g. 'eip155:1' or 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'. */
  caipNetworkId: CaipNetworkId | undefined
  /** Native balance in display units, once fetched (see `useBalance`). */
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  connectedWalletInfo: Readonly<ConnectedWalletInfo> | undefined
}

/**
 * The active account. Narrow on `namespace` for chain-specific types: on `'eip155'` the address is
 * `` `0x${string}` `` (viem's `Address`) and `chainId` a number, as in wagmi.
 */
export type UseAccountReturnType =
  | (AccountFields & {
      /** The active namespace, whose account this is. */
      namespace: 'eip155'
      address: `0x${string}` | undefined
      /** The EVM chain id of the account's network. */
      chainId: number | undefined
    })
  | (AccountFields & {
      namespace: Exclude<ChainNamespace, 'eip155'> | undefined
      address: string | undefined
      /** The CAIP-2 reference of the account's network (e.g. a Solana genesis hash prefix). */
      chainId: string | undefined
    })

/** The active namespace's account, re-rendering when it changes. */
export function useAccount(): UseAccountReturnType {
  const config = useConfig()
  const { activeChain } = useProxyState(config.network.state)
  const { chains } = useProxyState(config.account.state)
  const account = activeChain ? chains[activeChain] : undefined
  const status = account?.status ?? 'disconnected'
  // A CAIP-10 address is `<namespace>:<reference>:<address>`: the account's own network, even beside the active one.
  const [namespace, reference] = account?.caipAddress?.split(':') ?? []
  const caipNetworkId = namespace && reference ? (`${namespace}:${reference}` as CaipNetworkId) : undefined
  const fields: AccountFields = {
    status,
    isConnected: status === 'connected',
    caipAddress: account?.caipAddress,
    caipNetworkId,
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    profileName: account?.profileName,
    profileImage: account?.profileImage,
    connectedWalletInfo: account?.connectedWalletInfo,
  }
  if (activeChain === 'eip155')
    return {
      ...fields,
      namespace: activeChain,
      address: account?.address as `0x${string}` | undefined,
      chainId: reference ? Number(reference) : undefined,
    }
  return { ...fields, namespace: activeChain, address: account?.address, chainId: reference }
}
