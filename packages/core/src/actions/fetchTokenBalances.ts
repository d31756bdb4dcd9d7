import type { BlockchainApiClient } from '../api/createBlockchainApiClient.js'
import type { TokenBalance } from '../api/types.js'
import type { AccountController } from '../controllers/account.js'
import type { NetworkController } from '../controllers/network.js'
import type { ToastController } from '../controllers/toasts.js'

/** After a failure, token balances are not asked for again for 30 s. */
export const TOKEN_BALANCE_RETRY_LOCK_MS = 30_000

export type FetchTokenBalancesDependencies = {
  api: BlockchainApiClient | undefined
  account: AccountController
  network: NetworkController
  toasts: ToastController
  now: () => number
}

export type FetchTokenBalancesParameters = { forceUpdate?: boolean | undefined }

/** Tokens worth listing: those whose quantity has decimals; decimals '0' marks a low-quality token. */
export function isListedTokenBalance(balance: TokenBalance): boolean {
  return balance.quantity.decimals !== '0'
}

/**
 * The one reader of the active account's token balances (the account view, send and swap all derive from
 * it). Keeps only listed tokens and stores them on the account. A failure toasts `tokenBalanceUnavailable`
 * (an unknown project or a disallowed origin also shows its alert, through the API client), keeps the
 * balances already shown, locks retries for 30 s and rethrows; within the lock it answers the stored balances without asking. Without an API or an account it
 * answers [].
 */
export async function readTokenBalances(
  { api, account, network, toasts, now }: FetchTokenBalancesDependencies,
  { forceUpdate = false }: FetchTokenBalancesParameters = {},
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
    const kept = balances.filter(isListedTokenBalance)
    account.set(namespace, 'tokenBalance', kept)
    account.set(namespace, 'lastRetry', undefined)
    return kept
  } catch (error) {
    account.set(namespace, 'lastRetry', now())
    toasts.error('tokenBalanceUnavailable')
    throw error
  } finally {
    account.set(namespace, 'balanceLoading', false)
  }
}

/** `readTokenBalances` that answers the balances already shown instead of throwing. */
export async function fetchTokenBalances(
  deps: FetchTokenBalancesDependencies,
  parameters: FetchTokenBalancesParameters = {},
): Promise<TokenBalance[]> {
  try {
    return await readTokenBalances(deps, parameters)
  } catch {
    const namespace = deps.network.state.activeChain
    return namespace ? (deps.account.get(namespace).tokenBalance as TokenBalance[]) : []
  }
}
