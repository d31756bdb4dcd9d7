// Public entry of @portico/embedded-wallet: the frame client, its errors, and the protocol's rules the kit
// applies before sending (which wallet methods are safe, known or unsafe).

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
