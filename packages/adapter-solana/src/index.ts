// Public entry of @portico/adapter-solana.

export { estimateFee } from './actions/estimateFee.js'
export { type GetBalanceParameters, type GetBalanceReturnType, getBalance } from './actions/getBalance.js'
export {
  type GetTokenBalanceParameters,
  type GetTokenBalanceReturnType,
  getTokenBalance,
} from './actions/getTokenBalance.js'
export { type PrepareTransferParameters, prepareTransfer } from './actions/prepareTransfer.js'
export {
  type SendTransferParameters,
  type SendTransferReturnType,
  sendTransfer,
} from './actions/sendTransfer.js'
export { type SignAllTransactionsParameters, signAllTransactions } from './actions/signAllTransactions.js'
export {
  type SignAndSendTransactionParameters,
  type SignAndSendTransactionReturnType,
  signAndSendTransaction,
} from './actions/signAndSendTransaction.js'
export { type SignMessageReturnType, signMessage } from './actions/signMessage.js'
export { type SignTransactionParameters, signTransaction } from './actions/signTransaction.js'
export { type VerifyMessageParameters, verifyMessage } from './actions/verifyMessage.js'
export { type WaitForTransactionParameters, waitForTransaction } from './actions/waitForTransaction.js'
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
