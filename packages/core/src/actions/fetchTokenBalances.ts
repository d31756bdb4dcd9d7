import type { BlockchainApiClient } from '../api/createBlockchainApiClient.js'
import type { TokenBalance } from '../api/types.js'
import type { AccountController } from '../controllers/account.js'
import type { AlertController } from '../controllers/alerts.js'
import type { NetworkController } from '../controllers/network.js'
import type { ToastController } from '../controllers/toasts.js'
import { HttpRequestError } from '../errors/http.js'

/** Spec §9: after a failure, token balances are not asked for again for 30 s. */
export const TOKEN_BALANCE_RETRY_LOCK_MS = 30_000

export type FetchTokenBalancesDependencies = {
  api: BlockchainApiClient | undefined
  account: AccountController
  network: NetworkController
  toasts: ToastController
  alerts: AlertController
  now: () => number
}

/**
 * Token balances of the active account from the blockchain API. Tokens with decimals '0' are dropped as low
 * quality (spec §5). A failure shows 'Token Balance Unavailable', maps provider texts to alerts, and locks
 * retries for 30 s; the balances already shown are kept.
 */
export async function fetchTokenBalances(
  { api, account, network, toasts, alerts, now }: FetchTokenBalancesDependencies,
  { forceUpdate = false }: { forceUpdate?: boolean } = {},
): Promise<TokenBalance[]> {
  const namespace = network.state.activeChain
  const caipNetworkId = network.state.caipNetwork?.caipNetworkId
  const current = namespace ? account.get(namespace) : undefined
  if (!api || !namespace || !caipNetworkId || !current?.address) return []
  if (current.lastRetry !== undefined && now() - current.lastRetry < TOKEN_BALANCE_RETRY_LOCK_MS) {
    return current.tokenBalance as TokenBalance[]
  }
  account.set(namespace, 'balanceLoading', true)
  try {
    const { balances } = await api.getBalance({ address: current.address, caipNetworkId, forceUpdate })
    const kept = balances.filter((balance) => balance.quantity.decimals !== '0')
    account.set(namespace, 'tokenBalance', kept)
    account.set(namespace, 'lastRetry', undefined)
    return kept
  } catch (error) {
    account.set(namespace, 'lastRetry', now())
    if (error instanceof HttpRequestError) alerts.showForProviderText(error.body)
    toasts.error('Token Balance Unavailable')
    return current.tokenBalance as TokenBalance[]
  } finally {
    account.set(namespace, 'balanceLoading', false)
  }
}
