import type { TokenBalance } from '../../api/types.js'
import { activeSendContext, type SendDependencies, type SendState } from './sendTypes.js'

export type FetchSendTokenBalancesParameters = { forceUpdate?: boolean | undefined }

/**
 * The balances the token picker offers, from the config's one token-balance reader (its filter, its 30 s
 * lock after a failure, its toast): the native balance's USD value is kept as the gas budget, and the
 * chosen token is refreshed, or the first one picked when none is.
 */
export async function fetchSendTokenBalances(
  deps: Pick<SendDependencies, 'account' | 'network' | 'fetchTokenBalances'>,
  state: SendState,
  parameters: FetchSendTokenBalancesParameters = {},
): Promise<TokenBalance[]> {
  if (!activeSendContext(deps)) return state.tokenBalances
  const kept = await deps.fetchTokenBalances(parameters)
  state.tokenBalances = kept
  const native = kept.find((balance) => !balance.address)
  state.networkBalanceInUSD = native?.value ?? 0
  // Keep the chosen token, refreshed; otherwise start with the first one.
  const chosen = state.token
  state.token = (chosen && kept.find((b) => sameToken(b, chosen))) ?? chosen ?? kept[0]
  return kept
}

export function sameToken(a: TokenBalance, b: TokenBalance): boolean {
  return a.chainId === b.chainId && (a.address ?? '').toLowerCase() === (b.address ?? '').toLowerCase()
}
