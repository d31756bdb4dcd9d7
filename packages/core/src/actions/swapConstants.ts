// Spec §8 messages and §9 constants of the swap, verbatim.

export const SWAP_INIT_FAILED_MESSAGE = 'Failed to initialize swap'
export const SWAP_NETWORK_PRICE_FAILED_MESSAGE = 'Failed to fetch network token price'
export const SWAP_ALLOWANCE_FAILED_MESSAGE = 'Failed to check allowance'
export const SWAP_APPROVAL_BUILD_FAILED_MESSAGE = 'Failed to create approval transaction'
export const SWAP_BUILD_FAILED_MESSAGE = 'Failed to create transaction'
/** Shown when the wallet or the chain refuses a swap transaction and gives no message of its own. */
export const SWAP_TRANSACTION_ERROR_MESSAGE = 'Transaction error'
export const SWAP_INCORRECT_AMOUNT_MESSAGE = 'Incorrect amount'
export const SWAP_INCORRECT_AMOUNT_DETAILS = 'Please enter a valid amount'
export const SWAP_INSUFFICIENT_BALANCE_MESSAGE = 'Insufficient balance'
export const SWAP_APPROVE_LOADING_MESSAGE = 'Approve limit increase in your wallet'
export const SWAP_CONFIRM_LOADING_MESSAGE = 'Confirm transaction in your wallet'
export const SWAP_NOT_SUPPORTED_MESSAGE = 'Network not supported for Swaps'

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
