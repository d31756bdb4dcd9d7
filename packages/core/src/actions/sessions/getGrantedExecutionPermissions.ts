import { readListedAnswer } from './sessionAnswers.js'
import { InvalidExecutionPermissionReplyError } from './sessionErrors.js'
import { sessionFailure } from './sessionFailure.js'
import type { ExecutionPermissionFailure, GrantedExecutionPermission } from './sessionTypes.js'
import { type SessionsConfig, sessionWallet } from './sessionWallet.js'

export type GetGrantedExecutionPermissionsReturnType =
  | { status: 'success'; permissions: GrantedExecutionPermission[] }
  | ExecutionPermissionFailure

/**
 * The permissions the connected EVM wallet granted that are still active (neither revoked nor expired), as the
 * wallet lists them (`wallet_getGrantedExecutionPermissions`; one it granted through the older method is read in
 * that shape). A wallet of the older dialect cannot list them: `unsupported`.
 *
 * @example
 * const result = await getGrantedExecutionPermissions(config)
 * if (result.status === 'success') show(result.permissions)
 */
export async function getGrantedExecutionPermissions(
  config: SessionsConfig,
): Promise<GetGrantedExecutionPermissionsReturnType> {
  try {
    const found = await sessionWallet(config)
    if (!found) return { status: 'notConnected' }
    if (found.dialect === 'grant') return { status: 'unsupported' }
    const answer = await found.wallet.request({ method: 'wallet_getGrantedExecutionPermissions' })
    if (!Array.isArray(answer)) throw new InvalidExecutionPermissionReplyError('the answer is not a list')
    return { status: 'success', permissions: answer.map(readListedAnswer) }
  } catch (error) {
    return sessionFailure(error)
  }
}
