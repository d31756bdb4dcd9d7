import type { TokenBalance } from '../api/types.js'
import type { SwapContext } from './swapContext.js'
import { sameSwapAddress } from './swapMath.js'
import type { SwapState, SwapToken } from './swapTypes.js'

/**
 * The account's balances as swap tokens (spec §3): only those whose quantity decimals is not '0';
 * address falls back to the network token's, decimals from the quantity, logoUri from the icon. Keeps the
 * native balance's USD value as the gas budget and the balances' prices in `tokensPriceMap`.
 */
export async function fetchSwapBalances(
  context: SwapContext,
  state: SwapState,
  { forceUpdate = false }: { forceUpdate?: boolean | undefined } = {},
): Promise<SwapToken[]> {
  const { balances } = await context.api.getBalance({
    address: context.address,
    caipNetworkId: context.caipNetworkId,
    forceUpdate,
  })
  const held = balances
    .filter((balance) => balance.quantity.decimals !== '0')
    .map((balance) => toSwapToken(balance, context.nativeAddress))
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
