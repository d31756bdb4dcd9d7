// Entry @portico/core/swap: the swap form and flow (`getSwapController(config)`), its actions and math.

export * from './actions/swap/swapConstants.js'
export { SwapError, type SwapErrorCode, SwapNotSupportedError } from './actions/swap/swapErrors.js'
export type { InitializeSwapReturnType } from './actions/swap/swapInitialize.js'
export {
  formatSwapAmount,
  gasPriceInUSD,
  hasSwapAllowance,
  isInsufficientGas,
  isInsufficientSourceToken,
  maxSlippageUnits,
  minimumReceived,
  priceImpact,
  providerFee,
  sameSwapAddress,
  toBaseUnits,
} from './actions/swap/swapMath.js'
export type { PrepareSwapReturnType } from './actions/swap/swapPrepare.js'
export { swapSummary } from './actions/swap/swapSend.js'
export { initialSwapState, type SwapInputError, type SwapTransaction } from './actions/swap/swapTypes.js'
export {
  type CreateSwapControllerParameters,
  createSwapController,
  getSwapController,
  type SwapController,
  type SwapControllerOwner,
  type SwapDependencies,
  type SwapState,
  type SwapToken,
} from './controllers/swap.js'
