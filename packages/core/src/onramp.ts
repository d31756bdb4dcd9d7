// Entry @portico/core/onramp: the buy flow (`getOnrampController(config)`), its amounts, currencies and regions.

export {
  normalizeFiatAmount,
  type OnrampInputError,
  validateOnrampAmount,
} from './actions/onramp/onrampAmount.js'
export { nativePurchaseCurrency, purchaseCurrenciesFor } from './actions/onramp/onrampCurrencies.js'
export { isOnrampNamespace, ONRAMP_NAMESPACES } from './actions/onramp/onrampNetworks.js'
export { isOnrampRegionRestricted, ONRAMP_RESTRICTED_TIME_ZONES } from './actions/onramp/onrampRegion.js'
export { initialOnrampState } from './actions/onramp/onrampTypes.js'
export {
  type CreateOnrampControllerParameters,
  createOnrampController,
  getOnrampController,
  ONRAMP_QUOTE_DELAY_MS,
  ONRAMP_STATUS_INTERVAL_MS,
  ONRAMP_STATUS_MAX_MS,
  type OnrampAvailability,
  type OnrampCheckout,
  type OnrampController,
  type OnrampControllerOwner,
  type OnrampDependencies,
  type OnrampState,
  type StartOnrampCheckoutReturnType,
} from './controllers/onramp.js'
