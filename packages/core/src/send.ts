// Entry @portico/core/send: the send form and flow (`getSendController(config)`), its validation and receivers.

export { fetchSendGasPrice } from './actions/send/sendGasPrice.js'
export {
  addressOfName,
  evmCoinType,
  looksLikeName,
  resolveSendReceiver,
  type SendReceiver,
} from './actions/send/sendReceiver.js'
export {
  type FetchSendTokenBalancesParameters,
  fetchSendTokenBalances,
  sameToken,
} from './actions/send/sendTokenBalances.js'
export { type SendTransactionReturnType, sendTransaction } from './actions/send/sendTransaction.js'
export { initialSendState, tokenContractAddress } from './actions/send/sendTypes.js'
export {
  InvalidSendError,
  SEND_INVALID_MESSAGE,
  SEND_INVALID_MESSAGE_SOLANA,
  type SendInvalidReason,
  validateSend,
} from './actions/send/sendValidation.js'
export {
  createSendController,
  getSendController,
  type SendController,
  type SendControllerOwner,
  type SendDependencies,
  type SendState,
} from './controllers/send.js'
