import type { ChainAdapter } from '../adapter/types.js'
import { BALANCE_CACHE_TTL } from '../api/constants.js'
import { createTtlCache } from '../api/createTtlCache.js'
import type { ChainNamespace } from '../caip/types.js'
import type { AccountController } from '../controllers/account.js'
import { isUnsupportedNetwork, type NetworkController } from '../controllers/network.js'
import type { EventBus } from '../events/createEventBus.js'

/** What testnets and unsupported networks show as the native balance: it is not fetched there. */
export const UNFETCHED_BALANCE = '0.00'

export type FetchNativeBalanceDependencies = {
  account: AccountController
  network: NetworkController
  events: EventBus
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  now: () => number
}

export type FetchNativeBalanceParameters = {
  /** Ask the adapter even when a balance of the last 30 s is cached. */
  forceUpdate?: boolean | undefined
}

export type FetchNativeBalance = (parameters?: FetchNativeBalanceParameters) => Promise<string | undefined>

/**
 * The native balance reader of one config: the active account's balance on the active network, from its
 * chain adapter, cached 30 s per network and address like the portfolio (a second read within 30 s asks
 * nobody). A sent transfer or a swap (`SEND_SUCCESS`, `SWAP_SUCCESS`) changed it, so the cache is dropped.
 * Testnets and unsupported networks are not asked: they show '0.00'. Without an account it answers undefined.
 */
export function createNativeBalanceReader({
  account,
  network,
  events,
  getAdapter,
  now,
}: FetchNativeBalanceDependencies): { fetchBalance: FetchNativeBalance; stop: () => void } {
  const cache = createTtlCache<{ balance: string; symbol: string }>({ ttl: BALANCE_CACHE_TTL, now })
  const stop = events.subscribe(() => cache.clear(), ['SEND_SUCCESS', 'SWAP_SUCCESS'])

  const fetchBalance: FetchNativeBalance = async ({ forceUpdate = false } = {}) => {
    const namespace = network.state.activeChain
    const active = network.state.caipNetwork
    const address = namespace ? account.get(namespace).address : undefined
    if (!namespace || !active || !address) return undefined
    const found = (balance: string, symbol: string) => {
      account.set(namespace, 'balance', balance)
      account.set(namespace, 'balanceSymbol', symbol)
      return balance
    }
    if (active.testnet || isUnsupportedNetwork(active)) {
      return found(UNFETCHED_BALANCE, active.nativeCurrency.symbol)
    }
    const key = `${active.caipNetworkId}|${address}`
    const cached = forceUpdate ? undefined : cache.get(key)
    if (cached) return found(cached.balance, cached.symbol)
    const adapter = getAdapter(namespace)
    if (!adapter) return undefined
    account.set(namespace, 'balanceLoading', true)
    try {
      const { balance, symbol } = await adapter.getBalance({ address, network: active })
      cache.set(key, { balance, symbol })
      return found(balance, symbol)
    } finally {
      account.set(namespace, 'balanceLoading', false)
    }
  }
  return { fetchBalance, stop }
}
