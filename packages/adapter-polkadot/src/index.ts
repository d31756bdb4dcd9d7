// Public entry of @portico/adapter-polkadot.

export { estimateFee, estimateTransferFee } from './actions/estimateFee.js'
export { getBalances, type PolkadotBalances } from './actions/getBalances.js'
export { prepareTransfer, type TransferPlan } from './actions/prepareTransfer.js'
export {
  type SendTransferParameters,
  type SendTransferReturnType,
  sendTransfer,
} from './actions/sendTransfer.js'
export { signMessage } from './actions/signMessage.js'
export {
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
