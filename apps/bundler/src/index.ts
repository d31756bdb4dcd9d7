export {
  BundlerRpcError,
  ExecutionRevertedError,
  InternalError,
  InvalidParamsError,
  InvalidRequestError,
  MethodNotFoundError,
  OutOfTimeRangeError,
  ParseError,
  SignatureValidationError,
  ValidationRevertedError,
} from './errors.js'
export type { EstimateUserOperationGasReturnType } from './methods/estimateUserOperationGas.js'
export type { GetUserOperationByHashReturnType } from './methods/getUserOperationByHash.js'
export type { UserOperationReceipt } from './methods/getUserOperationReceipt.js'
export {
  type Bundler,
  BundlerOptionsError,
  MAX_BODY_BYTES,
  type StartBundlerParameters,
  startBundler,
} from './startBundler.js'
export { startDevnetBundler } from './startDevnetBundler.js'
