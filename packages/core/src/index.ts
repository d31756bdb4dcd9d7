// Public entry of @portico/core.

export {
  type FetchTokenBalancesParameters,
  fetchTokenBalances,
  isListedTokenBalance,
  readTokenBalances,
  TOKEN_BALANCE_RETRY_LOCK_MS,
} from './actions/fetchTokenBalances.js'
export * from './actions/names/index.js'
export {
  normalizeFiatAmount,
  type OnrampInputError,
  validateOnrampAmount,
} from './actions/onramp/onrampAmount.js'
export { nativePurchaseCurrency, purchaseCurrenciesFor } from './actions/onramp/onrampCurrencies.js'
export { isOnrampNamespace, ONRAMP_NAMESPACES } from './actions/onramp/onrampNetworks.js'
export { isOnrampRegionRestricted, ONRAMP_RESTRICTED_TIME_ZONES } from './actions/onramp/onrampRegion.js'
export { initialOnrampState } from './actions/onramp/onrampTypes.js'
export { fetchSendGasPrice } from './actions/send/sendGasPrice.js'
export {
  addressOfName,
  evmCoinType,
  looksLikeName,
  resolveSendReceiver,
  type SendReceiver,
} from './actions/send/sendReceiver.js'
export {
  type FetchSendTokenBalancesParameters,
  fetchSendTokenBalances,
  sameToken,
} from './actions/send/sendTokenBalances.js'
export { type SendTransactionReturnType, sendTransaction } from './actions/send/sendTransaction.js'
export { initialSendState, tokenContractAddress } from './actions/send/sendTypes.js'
export {
  InvalidSendError,
  isPositiveAmount,
  SEND_INVALID_MESSAGE,
  SEND_INVALID_MESSAGE_SOLANA,
  type SendInvalidReason,
  validateSend,
} from './actions/send/sendValidation.js'
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
  type WatchAccountConfig,
  type WatchAccountParameters,
  watchAccount,
} from './actions/watchAccount.js'
export { AUTH_CONNECTOR_ID } from './adapter/connectorIds.js'
export { type AdapterEmitter, createAdapterEmitter } from './adapter/createAdapterEmitter.js'
export { createDisconnectFlag, type DisconnectFlag } from './adapter/createDisconnectFlag.js'
export { messageBytes, type SignableMessage } from './adapter/message.js'
export type * from './adapter/types.js'
export * from './api/index.js'
export * from './caip/index.js'
export {
  type AccountController,
  type AccountState,
  type AccountsState,
  type ConnectedWalletInfo,
  type ConnectionStatus,
  createAccountController,
  initialAccountState,
} from './controllers/account.js'
export { type AlertController, type AlertState, createAlertController } from './controllers/alerts.js'
export {
  type ConnectionController,
  type ConnectionDependencies,
  createConnectionController,
} from './controllers/connection.js'
export {
  countPendingTransactions,
  createHistoryController,
  getHistoryController,
  groupedTransactions,
  type HistoryController,
  type HistoryControllerOwner,
  type HistoryDependencies,
  type HistoryState,
  initialHistoryState,
  monthsNewestFirst,
  PENDING_TRANSACTIONS_LIMIT,
} from './controllers/history.js'
export {
  createModalController,
  type ModalController,
  type ModalState,
  type ModalViews,
  type OpenModalParameters,
} from './controllers/modal.js'
export {
  createNetworkController,
  isUnsupportedNetwork,
  LastNetworkError,
  type NetworkController,
  type NetworkState,
  UNSUPPORTED_NETWORK_NAME,
  unsupportedNetwork,
} from './controllers/network.js'
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
export {
  type ConnectMethod,
  createOptionsController,
  defaultFeatures,
  type Features,
  type Metadata,
  type OptionsController,
  type OptionsParameters,
  type OptionsState,
  type SocialOption,
  type SocialProvider,
  socialProviders,
  type WalletFeature,
} from './controllers/options.js'
export { type DestroyHook, perConfig } from './controllers/perConfig.js'
export {
  createRecentWalletsController,
  RECENT_WALLETS_LIMIT,
  type RecentWalletsController,
} from './controllers/recentWallets.js'
export {
  createRouterController,
  type RouterController,
  type RouterData,
  type RouterState,
  type View,
} from './controllers/router.js'
export {
  createSendController,
  getSendController,
  type SendController,
  type SendControllerOwner,
  type SendDependencies,
  type SendState,
} from './controllers/send.js'
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
export {
  createToastController,
  type Toast,
  type ToastCode,
  type ToastController,
  type ToastState,
  type ToastValues,
  type ToastVariant,
} from './controllers/toasts.js'
export { type Config, type CreateConfigParameters, createConfig } from './createConfig.js'
export * from './errors/index.js'
export { createEventBus, type EventBus } from './events/createEventBus.js'
export { type EventName, eventNames, type PorticoEvent } from './events/types.js'
export {
  availableConnectMethods,
  enabledFeatures,
  type FeatureContext,
  type FeatureName,
  type FeatureRequirement,
  featureRequirements,
  isFeatureAvailable,
} from './features/isFeatureAvailable.js'
export * from './logger/index.js'
export * from './networks/index.js'
export type {
  OneClickSignIn,
  OneClickSignInCacao,
  OneClickSignInRequest,
  Plugin,
  PluginConnectParameters,
  PluginContext,
  PluginHooks,
  PluginInstance,
  PluginRegistry,
  RemoteConnection,
} from './plugins/types.js'
export { type CookieStorageParameters, cookieStorage } from './storage/backends/cookie.js'
export { memoryStorage } from './storage/backends/memory.js'
export { webStorage } from './storage/backends/webStorage.js'
export { type CreateStorageParameters, createStorage, type Storage } from './storage/createStorage.js'
export type { RecentWallet, StorageItems, StorageKey } from './storage/items.js'
export type { StorageBackend } from './storage/types.js'
export * from './utils/index.js'
export {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectNamespaceSession,
  type WalletConnectPeer,
  type WalletConnectRequirements,
  type WalletConnectSessionEvent,
} from './walletconnect/types.js'
