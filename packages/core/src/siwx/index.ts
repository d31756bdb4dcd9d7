export {
  createSiwxController,
  type SiwxController,
  type SiwxControllerDependencies,
  type SiwxFailure,
  type SiwxSignInReturnType,
  type SiwxState,
  type SiwxStatus,
} from './controller.js'
export { type CreateSiwxParameters, createSiwx } from './createSiwx.js'
export { formatSiwxMessage, siwxAccountNames, toSiwxMessage } from './formatSiwxMessage.js'
export {
  fromSiweConfig,
  type SiweConfig,
  type SiweMessageParams,
  type SiweSession,
} from './fromSiweConfig.js'
export { parseSiwxMessage } from './parseSiwxMessage.js'
export type * from './types.js'
