// Constants of the swap.

/** The provider's fee: 0.85 % of the source amount. */
export const SWAP_PROVIDER_FEE_PERCENT = 0.85
/** Gas units assumed for a swap when pricing it. */
export const SWAP_GAS_UNITS = 150_000n
/** Decimals the destination amount is shown with. */
export const SWAP_DISPLAY_DECIMALS = 6
/** Default slippage tolerance in percent (the convert tolerance). */
export const SWAP_DEFAULT_SLIPPAGE = 1
/** Highest slippage tolerance accepted, in percent (the API refuses more). */
export const SWAP_MAX_SLIPPAGE = 50
/** Quotes wait for typing to pause this long (ms). */
export const SWAP_QUOTE_DEBOUNCE_MS = 300
/** The swap service's address of a network's native token. */
export const SWAP_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** Symbols offered first in the token picker. */
export const SWAP_SUGGESTED_SYMBOLS: readonly string[] = ['ETH', 'USDC', 'USDT', 'DAI', 'WETH', 'WBTC']
