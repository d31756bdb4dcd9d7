export { SAFE_APPS_PROTOCOL_VERSION, SAFE_CONNECTOR_ID, SAFE_INFO_TIMEOUT_MS } from './constants.js'
export {
  SafeChainNotConfiguredError,
  SafeProtocolError,
  SafeRequestError,
  SafeSignaturePendingError,
  SafeTimeoutError,
  SafeUnsupportedMethodError,
} from './errors.js'
export type { SafeInfo } from './protocol.js'
export { getSafe, safe } from './safe.js'
export type { SafeConnector, SafeParameters, SafeState, SafeStatus } from './types.js'
