import type { TokenBalance } from '../api/types.js'
import { activeSendContext, type SendDependencies, type SendState } from './sendTypes.js'

/** Spec §9: after a failure, token balances are not asked for again for 30 s. */
export const SEND_BALANCE_RETRY_LOCK_MS = 30_000

export type FetchSendTokenBalancesParameters = { forceUpdate?: boolean | undefined; now?: () => number }

/**
 * The balances the token picker offers, from the blockchain API: tokens with decimals '0' dropped (spec §5),
 * the native balance's USD value kept as the gas budget, the first token picked when none is. A failure
 * toasts 'Token Balance Unavailable', keeps the list and locks retries for 30 s.
 */
export async function fetchSendTokenBalances(
  deps: Pick<SendDependencies, 'api' | 'account' | 'network' | 'toasts'>,
  state: SendState,
  { forceUpdate = false, now = Date.now }: FetchSendTokenBalancesParameters = {},
): Promise<TokenBalance[]> {
  const active = activeSendContext(deps)
  if (!deps.api || !active) return state.tokenBalances
  if (state.lastRetry !== undefined && now() - state.lastRetry < SEND_BALANCE_RETRY_LOCK_MS)
    return state.tokenBalances
  try {
    const { balances } = await deps.api.getBalance({
      address: active.address,
      caipNetworkId: active.network.caipNetworkId,
      forceUpdate,
    })
    const kept = balances.filter((balance) => balance.quantity.decimals !== '0')
    state.tokenBalances = kept
    state.lastRetry = undefined
    const native = kept.find((balance) => !balance.address)
    state.networkBalanceInUSD = native?.value ?? 0
    // Keep the chosen token, refreshed; otherwise start with the first one.
    const chosen = state.token
    state.token = (chosen && kept.find((b) => sameToken(b, chosen))) ?? chosen ?? kept[0]
    return kept
  } catch {
    state.lastRetry = now()
    deps.toasts.error('Token Balance Unavailable')
    return state.tokenBalances
  }
}

export function sameToken(a: TokenBalance, b: TokenBalance): boolean {
  return a.chainId === b.chainId && (a.address ?? '').toLowerCase() === (b.address ?? '').toLowerCase()
}
