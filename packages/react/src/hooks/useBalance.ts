import { parseUnits, type TokenBalance } from '@portico/core'
import { useCallback, useEffect, useMemo } from 'react'
import { type ActionState, useAction } from './useAction.js'
import { useConfig } from './useConfig.js'
import { useProxyState } from './useProxyState.js'

export type UseBalanceParameters = {
  /** Fetch when the account or network changes (default true). */
  enabled?: boolean | undefined
}

/** A native balance as wagmi's `useBalance` gives it. */
export type BalanceData = {
  /** In the smallest unit (wei, lamports, planck, satoshi). */
  value: bigint
  decimals: number
  /** `value` in display units, untruncated, e.g. '1.5'. */
  formatted: string
  symbol: string
}

export type UseBalanceReturnType = Omit<ActionState<void>, 'data'> & {
  /** The native balance once fetched: value, decimals, formatted and symbol. */
  data: BalanceData | undefined
  /** Native balance in display units. */
  balance: string | undefined
  symbol: string | undefined
  /** Native and token balances with USD values, from the blockchain API (empty without one). */
  tokens: readonly Readonly<TokenBalance>[]
  isLoading: boolean
  /** Fetches again; `forceUpdate` skips the API's 30 s cache. */
  refetch: (parameters?: { forceUpdate?: boolean }) => Promise<void>
}

/** Balances of the active account, fetched through core when the account or network changes. */
export function useBalance({ enabled = true }: UseBalanceParameters = {}): UseBalanceReturnType {
  const config = useConfig()
  const { activeChain, caipNetwork } = useProxyState(config.network.state)
  const { chains } = useProxyState(config.account.state)
  const account = activeChain ? chains[activeChain] : undefined

  const fetchBoth = useCallback(
    async (parameters: { forceUpdate?: boolean } = {}) => {
      await Promise.all([config.fetchBalance(), config.fetchTokenBalances(parameters)])
    },
    [config],
  )
  const [refetch, state] = useAction(fetchBoth)

  const connected = account?.status === 'connected'
  const key = `${account?.caipAddress}|${caipNetwork?.caipNetworkId}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what a fetch depends on
  useEffect(() => {
    if (enabled && connected) refetch().catch(() => {}) // the error is in `state.error`
  }, [enabled, connected, key, refetch])

  const decimals = caipNetwork?.nativeCurrency.decimals
  const data = useMemo((): BalanceData | undefined => {
    const formatted = account?.balance
    const symbol = account?.balanceSymbol
    if (formatted === undefined || symbol === undefined || decimals === undefined) return undefined
    try {
      return { value: parseUnits(formatted, decimals), decimals, formatted, symbol }
    } catch {
      return undefined // a balance that is not a plain decimal number has no exact value to give
    }
  }, [account?.balance, account?.balanceSymbol, decimals])

  return {
    data,
    status: state.status,
    isPending: state.isPending,
    error: state.error,
    reset: state.reset,
    balance: account?.balance,
    symbol: account?.balanceSymbol,
    tokens: (account?.tokenBalance ?? []) as readonly Readonly<TokenBalance>[],
    isLoading: account?.balanceLoading === true || state.isPending,
    refetch,
  }
}
