import type { TokenBalance } from '../../api/types.js'
import type { SwapContext } from './swapContext.js'
import { sameSwapAddress } from './swapMath.js'
import type { SwapDependencies, SwapState, SwapToken } from './swapTypes.js'

/**
 * The account's balances as swap tokens, read through the config's token-balance reader (its filter and its
 * 30 s lock): address falls back to the network token's, decimals from the quantity, logoUri from the icon.
 * Throws when the reader fails.
 */
export async function fetchSwapBalances(
  deps: Pick<SwapDependencies, 'readTokenBalances'>,
  context: SwapContext,
  state: SwapState,
  { forceUpdate = false }: { forceUpdate?: boolean | undefined } = {},
): Promise<SwapToken[]> {
  return applySwapBalances(context, state, await deps.readTokenBalances({ forceUpdate }))
}

/**
 * Derives the swap's held tokens from token balances: keeps the native balance's USD value as the gas
 * budget, the balances' prices in `tokensPriceMap`, and refreshes the chosen tokens' quantities.
 */
export function applySwapBalances(
  context: SwapContext,
  state: SwapState,
  balances: readonly TokenBalance[],
): SwapToken[] {
  const held = balances.map((balance) => toSwapToken(balance, context.nativeAddress))
  state.myTokensWithBalance = held
  const prices = { ...state.tokensPriceMap }
  for (const token of held) if (token.price > 0) prices[token.address.toLowerCase()] = token.price
  state.tokensPriceMap = prices
  const native = held.find((token) => sameSwapAddress(token.address, context.nativeAddress))
  state.networkBalanceInUSD = native ? Number(native.quantity.numeric) * native.price : 0
  // The chosen tokens carry their held quantity.
  const refresh = (token: SwapToken | undefined) =>
    token && (held.find((h) => sameSwapAddress(h.address, token.address)) ?? token)
  state.sourceToken = refresh(state.sourceToken)
  state.toToken = refresh(state.toToken)
  return held
}

function toSwapToken(balance: TokenBalance, nativeAddress: string): SwapToken {
  return {
    name: balance.name,
    symbol: balance.symbol,
    address: balance.address ?? nativeAddress,
    decimals: Number.parseInt(balance.quantity.decimals, 10),
    logoUri: balance.iconUrl,
    eip2612: false,
    quantity: { ...balance.quantity },
    price: balance.price,
    value: balance.value,
  }
}
