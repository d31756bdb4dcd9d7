// Public entry of @portico/adapter-solana.

export {
  type EstimateFeeErrorType,
  type EstimateFeeParameters,
  type EstimateFeeReturnType,
  estimateFee,
} from './actions/estimateFee.js'
export {
  type GetBalanceErrorType,
  type GetBalanceParameters,
  type GetBalanceReturnType,
  getBalance,
} from './actions/getBalance.js'
export {
  type GetTokenBalanceErrorType,
  type GetTokenBalanceParameters,
  type GetTokenBalanceReturnType,
  getTokenBalance,
} from './actions/getTokenBalance.js'
export {
  type PrepareTransferErrorType,
  type PrepareTransferParameters,
  type PrepareTransferReturnType,
  prepareTransfer,
} from './actions/prepareTransfer.js'
export {
  type SendTransferErrorType,
  type SendTransferParameters,
  type SendTransferReturnType,
  sendTransfer,
} from './actions/sendTransfer.js'
export {
  type SignAllTransactionsErrorType,
  type SignAllTransactionsParameters,
  type SignAllTransactionsReturnType,
  signAllTransactions,
} from './actions/signAllTransactions.js'
export {
  type SignAndSendTransactionErrorType,
  type SignAndSendTransactionParameters,
  type SignAndSendTransactionReturnType,
  signAndSendTransaction,
} from './actions/signAndSendTransaction.js'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './actions/signMessage.js'
export {
  type SignTransactionErrorType,
  type SignTransactionParameters,
  type SignTransactionReturnType,
  signTransaction,
} from './actions/signTransaction.js'
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
export { type CreateSolanaAdapterParameters, createSolanaAdapter, type SolanaAdapter } from './adapter.js'
export type { WalletsRegistry } from './connectors/createConnectorStore.js'
export { coinbaseDappUrl, deepLinkFor, phantomBrowseUrl } from './connectors/deepLinks.js'
export {
  isSolanaWallet,
  type SendOptions,
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaWalletConnection,
  walletStandardConnection,
} from './connectors/walletStandard.js'
export * from './errors/index.js'
export { toPublicKey } from './utils/address.js'
export { isPreflightCommitment, PREFLIGHT_COMMITMENTS, type PreflightCommitment } from './utils/commitment.js'
export { walletChainOf } from './utils/walletChain.js'
