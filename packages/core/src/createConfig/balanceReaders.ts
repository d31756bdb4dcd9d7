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
 * retry lock, which `fetchTokenBalances` answers from and `readTokenBalances` throws through. After a transfer
 * or a swap the native balance's cache is dropped and the token balances are read again.
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
  // A transfer or a swap the wallet took changed the balances, whichever view is shown then: the token balances
  // are read again at once, past the 30 s caches (the client's and the API's), so a view opened afterwards (the
  // account's tokens after Send returns to it) shows them (the native reader drops its own cache).
  const stopFollowing = events.subscribe(() => {
    void fetchTokenBalances(tokenBalanceDeps, { forceUpdate: true })
  }, ['SEND_SUCCESS', 'SWAP_SUCCESS'])
  return {
    /** Stops following the account and its transfers. */
    stop: () => {
      nativeBalance.stop()
      stopFollowing()
    },
    fetchBalance: nativeBalance.fetchBalance,
    /** The active account's token balances; on failure the balances already shown. */
    fetchTokenBalances: (parameters?: FetchTokenBalancesParameters) =>
      fetchTokenBalances(tokenBalanceDeps, parameters),
    /** The active account's token balances; throws when they cannot be read (toasted, retries locked 30 s). */
    readTokenBalances: (parameters?: FetchTokenBalancesParameters) =>
      readTokenBalances(tokenBalanceDeps, parameters),
  }
}
