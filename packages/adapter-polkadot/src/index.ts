// Public entry of @portico/adapter-polkadot.

export {
  type EstimateFeeErrorType,
  type EstimateFeeParameters,
  type EstimateFeeReturnType,
  estimateFee,
  estimateTransferFee,
} from './actions/estimateFee.js'
export {
  type GetBalanceErrorType,
  type GetBalanceParameters,
  type GetBalanceReturnType,
  getBalance,
} from './actions/getBalance.js'
export {
  type PrepareTransferErrorType,
  type PrepareTransferParameters,
  type PrepareTransferReturnType,
  prepareTransfer,
  type TransferPlan,
} from './actions/prepareTransfer.js'
export {
  type SendTransferErrorType,
  type SendTransferParameters,
  type SendTransferReturnType,
  sendTransfer,
} from './actions/sendTransfer.js'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './actions/signMessage.js'
export {
  type VerifyMessageErrorType,
  type VerifyMessageParameters,
  type VerifyMessageReturnType,
  verifyMessage,
} from './actions/verifyMessage.js'
export {
  type CreatePolkadotAdapterParameters,
  createPolkadotAdapter,
  type PolkadotAdapter,
} from './adapter.js'
export { type DefinePolkadotNetworkParameters, definePolkadotNetwork } from './chains.js'
export { createExtensionStore, discoverExtensions, knownExtensions } from './connectors/discover.js'
export type * from './connectors/types.js'
export * from './errors/index.js'
export { toAccountId, toChainAddress, toRecipient } from './utils/address.js'
export {
  type ChainClient,
  type ChainClients,
  caipReference,
  createChainClients,
} from './utils/chainClient.js'
export { formatPlanck } from './utils/units.js'
