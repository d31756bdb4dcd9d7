// Entry @portico/core/sessions: session permissions (ERC-7715) — ask the connected EVM wallet to let an app's
// session key spend within a limit until an expiry, list what it granted, read what each has spent, revoke it.
// Typed outcomes, no words. Also the one home of what a smart account signs for its session records at the API.

export {
  type GetGrantedExecutionPermissionsReturnType,
  getGrantedExecutionPermissions,
} from './actions/sessions/getGrantedExecutionPermissions.js'
export {
  type ExecutionPermissionToken,
  type ReadExecutionPermissionUsageReturnType,
  readExecutionPermissionUsage,
  type SessionUsageConfig,
} from './actions/sessions/readExecutionPermissionUsage.js'
export {
  type RequestExecutionPermissionsErrorType,
  type RequestExecutionPermissionsParameters,
  type RequestExecutionPermissionsReturnType,
  requestExecutionPermissions,
} from './actions/sessions/requestExecutionPermissions.js'
export {
  type RevokeExecutionPermissionParameters,
  type RevokeExecutionPermissionReturnType,
  revokeExecutionPermission,
} from './actions/sessions/revokeExecutionPermission.js'
export {
  InvalidExecutionPermissionReplyError,
  InvalidExecutionPermissionRequestError,
} from './actions/sessions/sessionErrors.js'
export type {
  ExecutionPermission,
  ExecutionPermissionFailure,
  GrantedExecutionPermission,
  SessionDialect,
} from './actions/sessions/sessionTypes.js'
export type { SessionsConfig } from './actions/sessions/sessionWallet.js'
export {
  canonicalJson,
  SESSION_NONCE_HEADER,
  SESSION_SIGNATURE_HEADER,
  sessionDomain,
  sessionTypes,
} from './api/sessionSignature.js'
