// Public entry of @portico/core: what every app needs (config, connection, accounts, networks, the API
// client). Features load from their own entries: @portico/core/swap, /send, /onramp, /history, /names and
// /encoding.

export {
  type FetchTokenBalancesParameters,
  fetchTokenBalances,
  isListedTokenBalance,
  readTokenBalances,
  TOKEN_BALANCE_RETRY_LOCK_MS,
} from './actions/fetchTokenBalances.js'
export { fetchProfileName, watchProfileName } from './actions/names/watchProfileName.js'
// The swap form's token (the API's `SwapToken` with prices and the held quantity); the swap flow itself is in
// `@portico/core/swap`.
export type { SwapToken } from './actions/swap/swapTypes.js'
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
// The SS58, base58check and segwit encoders and the Polkadot and Bitcoin address checks: `@portico/core/encoding`.
export { BASE58_ALPHABET, base58Decode, base58Encode } from './caip/encoding/base58.js'
export { type FormatCaipAddressParameters, formatCaipAddress } from './caip/formatCaipAddress.js'
export { formatCaipNetworkId } from './caip/formatCaipNetworkId.js'
export { isCaipAddress } from './caip/isCaipAddress.js'
export { isCaipNetworkId } from './caip/isCaipNetworkId.js'
export { isChainNamespace } from './caip/isChainNamespace.js'
export { isEvmAddress } from './caip/isEvmAddress.js'
export { isSolanaAddress } from './caip/isSolanaAddress.js'
export { type ParsedCaipAddress, parseCaipAddress } from './caip/parseCaipAddress.js'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from './caip/parseCaipNetworkId.js'
export { toChecksumAddress } from './caip/toChecksumAddress.js'
export { type CaipAddress, type CaipNetworkId, type ChainNamespace, chainNamespaces } from './caip/types.js'
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
export { isPositiveAmount } from './utils/decimal.js'
export * from './utils/index.js'
export {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectNamespaceSession,
  type WalletConnectPeer,
  type WalletConnectRequirements,
  type WalletConnectSessionEvent,
} from './walletconnect/types.js'
