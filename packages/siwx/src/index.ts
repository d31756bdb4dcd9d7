export { type Cacao, formatCacaoMessage } from './message/cacao.js'
export { isChecksumAddress, toChecksumAddress } from './message/checksumAddress.js'
export { formatSiwxMessage, toSiwxMessage } from './message/formatSiwxMessage.js'
export { InvalidSiwxMessageError } from './message/InvalidSiwxMessageError.js'
export { parseSiwxMessage } from './message/parseSiwxMessage.js'
export { parseSiwxTime } from './message/parseSiwxTime.js'
export { decodeRecap, encodeRecap, type Recap, recapResource, recapStatement } from './message/recap.js'
export { namespaceOfAccountName, siwxAccountNames } from './message/siwxAccountNames.js'
export type { SiwxMessage, SiwxMessageData, SiwxNamespace } from './message/types.js'
export { splitSiwxChainId, validateSiwxMessage } from './message/validateSiwxMessage.js'
// Sign-in as a plug-in: `createConfig({ plugins: [siwx(createSiwx(...))] })`, `getSiwx(config)`.
export { cacaoSessions } from './plugin/cacaoSessions.js'
export type {
  SiwxController,
  SiwxControllerDependencies,
} from './plugin/controller.js'
export { type CreateSiwxParameters, createSiwx } from './plugin/createSiwx.js'
export {
  SiwxApiError,
  SiwxInitializeError,
  SiwxNoAddressError,
  SiwxNoClientError,
  SiwxNoNetworkError,
  SiwxNotEnabledError,
  SiwxSignatureDeclinedError,
  SiwxSmartAccountError,
} from './plugin/errors.js'
export {
  fromSiweConfig,
  type SiweConfig,
  type SiweMessageParams,
  type SiweSession,
} from './plugin/fromSiweConfig.js'
export { getSiwx, SIWX_PLUGIN_ID, type Siwx, siwx } from './plugin/siwx.js'
export type {
  SiwxConfig,
  SiwxContext,
  SiwxFailure,
  SiwxSession,
  SiwxSignInReturnType,
  SiwxState,
  SiwxStatus,
} from './plugin/types.js'
