export {
  type AuthenticateParameters,
  type AuthenticateResult,
  type AuthenticateReturnType,
  type Cacao,
  decodeRecap,
  encodeRecap,
  formatAuthMessage,
  namespacesFromCacaos,
} from './authenticate.js'
export { WalletConnectNoAccountsError, WalletConnectPairingError } from './connector/errors.js'
export { formatWalletConnectLink } from './connector/formatWalletConnectLink.js'
export type {
  WalletConnectConnector,
  WalletConnectParameters,
  WalletConnectState,
  WalletConnectStatus,
  WalletConnectWallet,
} from './connector/types.js'
export { getWalletConnect, walletConnect } from './connector/walletConnect.js'
export {
  PAIRING_EXPIRED_MARGIN_SECONDS,
  PAIRING_EXPIRY_MAX_SECONDS,
  PAIRING_EXPIRY_SECONDS,
  PAIRING_RETRY_SECONDS,
} from './constants/pairingExpiry.js'
export {
  deriveSymKey,
  generateKeyPair,
  generateSymKey,
  hashKey,
  hashMessage,
  type KeyPair,
} from './crypto.js'
export {
  type EnvelopeHeader,
  type EnvelopeType,
  openEnvelope,
  readEnvelopeHeader,
  type SealEnvelopeParameters,
  sealEnvelope,
} from './envelope.js'
export {
  EnvelopeError,
  InvalidPairingUriError,
  ProposalExpiredError,
  RelayError,
  RequestExpiredError,
  UnknownTopicError,
  WalletConnectError,
} from './errors.js'
export type { JsonRpcErrorObject, JsonRpcRequest, JsonRpcResponse } from './jsonRpc.js'
export { type PublishOptions, SIGN_METHODS, type SignMethod } from './methods.js'
export { formatPairingUri, type PairingUri, parsePairingUri } from './pairingUri.js'
export {
  decodeDidKey,
  encodeDidKey,
  generateClientKey,
  type RelayAuthClaims,
  type SignRelayAuthJwtParameters,
  signRelayAuthJwt,
  verifyRelayAuthJwt,
} from './relayAuth.js'
export {
  createRelayClient,
  type PublishParameters,
  type RelayClient,
  type RelayClientOptions,
  type RelayMessage,
} from './relayClient.js'
export { createSignClient, type SignClient } from './signClient.js'
export { createMemoryStorage, type KeyValueStorage } from './storage.js'
export type {
  ConnectParameters,
  ConnectReturnType,
  Metadata,
  ProposalNamespace,
  ProposalNamespaces,
  RequestParameters,
  Session,
  SessionNamespace,
  SessionNamespaces,
  SignClientEvent,
  SignClientEvents,
  SignClientOptions,
} from './types.js'
