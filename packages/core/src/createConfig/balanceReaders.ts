import { createNativeBalanceReader } from '../actions/fetchNativeBalance.js'
import {
  type FetchTokenBalancesParameters,
  fetchTokenBalances,
  readTokenBalances,
} from '../actions/fetchTokenBalances.js'
import type { BlockchainApiClient } from '../api/createBlockchainApiClient.js'
import type { CoreControllers } from './coreControllers.js'

/**
 * The fourth step of a config: its readers of the active account's balances. The native balance is cached
 * 30 s (testnets and unsupported chains show 0.00 unasked); token balances have one reader with one 30 s
 * retry lock, which `fetchTokenBalances` answers from and `readTokenBalances` throws through.
 */
export function createBalanceReaders(parts: CoreControllers, api: BlockchainApiClient | undefined) {
  const { account, network, events, toasts, adapters, now } = parts
  const nativeBalance = createNativeBalanceReader({
    account,
    network,
    events,
    getAdapter: (ns) => adapters.get(ns),
    now,
  })
  const tokenBalanceDeps = { api, account, network, toasts, now }
  return {
    /** Stops following the account for the native balance. */
    stop: nativeBalance.stop,
    fetchBalance: nativeBalance.fetchBalance,
    /** The active account's token balances; on failure the balances already shown. */
    fetchTokenBalances: (parameters?: FetchTokenBalancesParameters) =>
      fetchTokenBalances(tokenBalanceDeps, parameters),
    /** The active account's token balances; throws when they cannot be read (toasted, retries locked 30 s). */
    readTokenBalances: (parameters?: FetchTokenBalancesParameters) =>
      readTokenBalances(tokenBalanceDeps, parameters),
  }
}
