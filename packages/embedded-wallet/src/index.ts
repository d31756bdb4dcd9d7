// Public entry of @portico/embedded-wallet: the connector plug-in, the frame client, its errors, and the protocol's rules the kit
// applies before sending (which wallet methods are safe, known or unsafe).

export { caipAccounts, frameChainId } from './connector/chains.js'
export { isEmailAddress } from './connector/email.js'
export { type EmbeddedWallet, embeddedWallet, getEmbeddedWallet } from './connector/embeddedWallet.js'
export { EMAIL_LOGIN_COOLDOWN_MS, emailCooldownSeconds } from './connector/loginCache.js'
export type {
  PreferredAccountType,
  SetPreferredAccountTypeResult,
  SmartAccountMode,
} from './connector/smartAccount.js'
export type {
  EmbeddedFrameRect,
  EmbeddedFrameVisible,
  EmbeddedWalletAction,
  EmbeddedWalletConnector,
  EmbeddedWalletModule,
  EmbeddedWalletParameters,
  EmbeddedWalletState,
  EmbeddedWalletStatus,
  EmbeddedWalletUser,
} from './connector/types.js'
export * from './errors.js'
export {
  CONNECT_TIMEOUT_MS,
  type CreateFrameClientParameters,
  createFrameClient,
  FRAME_Z_INDEX,
  type FrameClient,
  type FrameRect,
  type FrameRequestOptions,
  isUserPaced,
  READY_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  timeoutOf,
} from './frameClient.js'
export {
  EMBEDDED_NAMESPACES,
  type EmbeddedNamespace,
  type MethodRule,
  methodRule,
  methodsOf,
} from './methodRule.js'
export {
  type ErrorReason,
  errorReasons,
  isKnownMethod,
  isSafeMethod,
  MAX_MESSAGE_BYTES,
  type NetworkInfo,
  NOT_ALLOWED_MESSAGE,
  type RequestPayload,
  type RequestResult,
  type RequestType,
  SAFE_METHODS,
  UNSAFE_METHODS,
} from './protocol.js'
