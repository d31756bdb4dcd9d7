// Public entry of @portico/adapter-evm/sessions: session permissions (ERC-7715 requests, ERC-7710 delegations
// enforced by the MetaMask Delegation Framework). Not loaded by the package's root entry.

export {
  type SendWithSessionErrorType,
  type SendWithSessionParameters,
  type SendWithSessionReturnType,
  type SessionSignerClient,
  sendWithSession,
} from '../actions/sendWithSession.js'
export { decodePermissionContext, encodePermissionContext } from './context.js'
export {
  createSessionDelegation,
  delegationHash,
  delegationSigningHash,
  delegationTypedData,
  describeSessionDelegation,
} from './delegation.js'
export { parseSessionRequests } from './parse.js'
export { disableSessionData, redeemSessionData } from './redeem.js'
export { permissionResponse } from './response.js'
export { SessionRequestError } from './SessionRequestError.js'
export { type ReadSessionStateErrorType, readSessionState } from './state.js'
export {
  type Caveat,
  type Delegation,
  SESSION_PERMISSION_TYPES,
  SESSION_RULE_TYPES,
  type SessionContracts,
  type SessionPermission,
  type SessionRequest,
} from './types.js'
