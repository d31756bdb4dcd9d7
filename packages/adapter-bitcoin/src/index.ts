// Public entry of @portico/adapter-bitcoin.

export { type BuildPsbtParameters, buildPsbt } from './actions/buildPsbt.js'
export { type EstimateFeeParameters, estimateFee } from './actions/estimateFee.js'
export { finalizeSignedPsbt } from './actions/finalizeSignedPsbt.js'
export { type GetBalanceReturnType, getBalance } from './actions/getBalance.js'
export { getFeeRate } from './actions/getFeeRate.js'
export { type GetTransactionStatusReturnType, getTransactionStatus } from './actions/getTransactionStatus.js'
export {
  type PrepareTransferParameters,
  prepareTransfer,
  type TransferPlan,
} from './actions/prepareTransfer.js'
export { type Coin, type SelectCoinsParameters, selectCoins } from './actions/selectCoins.js'
export { type SendTransferReturnType, sendTransfer } from './actions/sendTransfer.js'
export { type SignMessageReturnType, signMessage } from './actions/signMessage.js'
export { type VerifyMessageParameters, verifyMessage } from './actions/verifyMessage.js'
export { type WaitForTransactionParameters, waitForTransaction } from './actions/waitForTransaction.js'
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
} from './esplora/createEsploraClient.js'
export type * from './esplora/types.js'
export { dustThreshold } from './utils/dustThreshold.js'
export { estimateVsize } from './utils/estimateVsize.js'
export { isAddressOf, toOutputScript } from './utils/toOutputScript.js'
