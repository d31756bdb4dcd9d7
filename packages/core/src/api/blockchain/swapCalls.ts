// The blockchain API's swap calls, loaded together on the first of them.

export { buildApproveTransaction } from './buildApproveTransaction.js'
export { buildSwapTransaction } from './buildSwapTransaction.js'
export { getSwapAllowance } from './getSwapAllowance.js'
export { getSwapQuote } from './getSwapQuote.js'
export { getSwapTokens } from './getSwapTokens.js'
