// Public entry of @portico/adapter-evm.

export {
  type AddNetworkErrorType,
  type AddNetworkParameters,
  type AddNetworkReturnType,
  addNetwork,
} from './actions/addNetwork.js'
export { type ConnectErrorType, type ConnectReturnType, connect } from './actions/connect.js'
export { type DisconnectErrorType, type DisconnectReturnType, disconnect } from './actions/disconnect.js'
export {
  type EstimateFeeErrorType,
  type EstimateFeeParameters,
  type EstimateFeeReturnType,
  estimateFee,
} from './actions/estimateFee.js'
export { type GetAccountsErrorType, type GetAccountsReturnType, getAccounts } from './actions/getAccounts.js'
export {
  type GetAssetsErrorType,
  type GetAssetsParameters,
  type GetAssetsReturnType,
  getAssets,
  NATIVE_TOKEN_ADDRESS,
  toWalletAsset,
  type WalletAsset,
} from './actions/getAssets.js'
export {
  type GetBalanceErrorType,
  type GetBalanceParameters,
  type GetBalanceReturnType,
  getBalance,
} from './actions/getBalance.js'
export {
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from './actions/getCallsStatus.js'
export {
  type GetCapabilitiesErrorType,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from './actions/getCapabilities.js'
export { type GetGasPriceErrorType, type GetGasPriceReturnType, getGasPrice } from './actions/getGasPrice.js'
export { type ReconnectErrorType, type ReconnectReturnType, reconnect } from './actions/reconnect.js'
export {
  type SendAtomicBatchErrorType,
  type SendAtomicBatchParameters,
  type SendAtomicBatchReturnType,
  sendAtomicBatch,
} from './actions/sendAtomicBatch.js'
export {
  assertCalls,
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from './actions/sendCalls.js'
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
  type SignTypedDataErrorType,
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  signTypedData,
} from './actions/signTypedData.js'
export {
  type SupportsAtomicBatchErrorType,
  type SupportsAtomicBatchParameters,
  type SupportsAtomicBatchReturnType,
  supportsAtomicBatch,
} from './actions/supportsAtomicBatch.js'
export {
  isAddNetworkError,
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './actions/switchNetwork.js'
export type { PublicClient, WalletClient } from './actions/types.js'
export {
  type VerifyMessageErrorType,
  type VerifyMessageParameters,
  type VerifyMessageReturnType,
  verifyMessage,
} from './actions/verifyMessage.js'
export {
  type VerifyTypedDataErrorType,
  type VerifyTypedDataParameters,
  type VerifyTypedDataReturnType,
  verifyTypedData,
} from './actions/verifyTypedData.js'
export {
  type WaitForTransactionErrorType,
  type WaitForTransactionParameters,
  type WaitForTransactionReturnType,
  waitForTransaction,
} from './actions/waitForTransaction.js'
export {
  type WriteContractErrorType,
  type WriteContractParameters,
  type WriteContractReturnType,
  writeContract,
} from './actions/writeContract.js'
export { type CreateEvmAdapterParameters, createEvmAdapter, type EvmAdapter } from './adapter.js'
export {
  type Catalogue,
  type CatalogueEntry,
  type ConnectorStore,
  createConnectorStore,
  INJECTED_CONNECTOR_ID,
} from './connectors/createConnectorStore.js'
export {
  type EIP6963ProviderDetail,
  type EIP6963ProviderInfo,
  isProviderDetail,
  watchAnnouncements,
} from './connectors/eip6963.js'
export {
  AtomicBatchFailedError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  InvalidCallError,
  UnsupportedCapabilityError,
} from './errors/connector.js'
export {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NodeError,
  type NodeErrorParameters,
  type NodeErrorType,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
} from './errors/node.js'
export { type EvmErrorType, getErrorCodes, toEvmError, walkCause } from './errors/toEvmError.js'
export {
  type CreateRpcTransportOptions,
  createRpcTransport,
  type RankOptions,
  rankDefaults,
  transportDefaults,
} from './transport.js'
export { chainIdOf, getRpcUrls, toCaipNetworkId, toViemChain } from './utils/network.js'
