// Public entry of @portico/adapter-bitcoin.

export {
  type BuildPsbtErrorType,
  type BuildPsbtParameters,
  type BuildPsbtReturnType,
  buildPsbt,
} from './actions/buildPsbt.js'
export {
  type EstimateFeeErrorType,
  type EstimateFeeParameters,
  type EstimateFeeReturnType,
  estimateFee,
} from './actions/estimateFee.js'
export {
  type FinalizeSignedPsbtErrorType,
  type FinalizeSignedPsbtParameters,
  type FinalizeSignedPsbtReturnType,
  finalizeSignedPsbt,
} from './actions/finalizeSignedPsbt.js'
export {
  type GetBalanceErrorType,
  type GetBalanceParameters,
  type GetBalanceReturnType,
  getBalance,
} from './actions/getBalance.js'
export {
  type GetFeeRateErrorType,
  type GetFeeRateParameters,
  type GetFeeRateReturnType,
  getFeeRate,
} from './actions/getFeeRate.js'
export {
  type GetTransactionStatusErrorType,
  type GetTransactionStatusParameters,
  type GetTransactionStatusReturnType,
  getTransactionStatus,
} from './actions/getTransactionStatus.js'
export {
  type PrepareTransferErrorType,
  type PrepareTransferParameters,
  type PrepareTransferReturnType,
  prepareTransfer,
  type TransferPlan,
} from './actions/prepareTransfer.js'
export {
  type Coin,
  type SelectCoinsErrorType,
  type SelectCoinsParameters,
  type SelectCoinsReturnType,
  selectCoins,
} from './actions/selectCoins.js'
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
  type WaitForTransactionErrorType,
  type WaitForTransactionParameters,
  type WaitForTransactionReturnType,
  waitForTransaction,
} from './actions/waitForTransaction.js'
export { type BitcoinAdapter, type CreateBitcoinAdapterParameters, createBitcoinAdapter } from './adapter.js'
export {
  type BitcoinChain,
  type BitcoinJsNetwork,
  bitcoinMainnet,
  bitcoinSignet,
  bitcoinTestnet,
  bitcoinTestnet4,
  type DefineBitcoinChainParameters,
  defaultBitcoinChains,
  defineBitcoinChain,
} from './chains.js'
export type { WalletsRegistry } from './connectors/createConnectorStore.js'
export type { SatsConnectProvider, SatsConnectProviderInfo } from './connectors/satsConnect.js'
export type { BitcoinWalletConnection, MessageProtocol, SignInputs } from './connectors/types.js'
export {
  BitcoinConnect,
  BitcoinSignMessage,
  BitcoinSignPsbt,
  BitcoinSignTransaction,
} from './connectors/walletStandard.js'
export * from './errors/index.js'
export {
  createEsploraClient,
  type EsploraClient,
  type EsploraClientOptions,
  type EsploraRequestErrorType,
} from './esplora/createEsploraClient.js'
export type * from './esplora/types.js'
export { dustThreshold } from './utils/dustThreshold.js'
export { estimateVsize } from './utils/estimateVsize.js'
export { isAddressOf, toOutputScript } from './utils/toOutputScript.js'
