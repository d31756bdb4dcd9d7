import { InvalidExecutionPermissionRequestError } from './sessionErrors.js'
import { sessionFailure } from './sessionFailure.js'
import type { ExecutionPermissionFailure, Hex, SessionDialect } from './sessionTypes.js'
import { type SessionsConfig, sessionWallet } from './sessionWallet.js'

export type RevokeExecutionPermissionParameters = {
  /** The permission's context, as granted. */
  context: Hex
}

export type RevokeExecutionPermissionReturnType = { status: 'revoked' } | ExecutionPermissionFailure

const METHODS: Record<SessionDialect, string> = {
  execution: 'wallet_revokeExecutionPermission',
  grant: 'wallet_revokePermissions',
}

/**
 * Asks the connected EVM wallet to revoke a permission it granted (the wallet shows it for approval and ends it
 * on chain). Resolves `revoked`, or why not; throws `InvalidExecutionPermissionRequestError` on a context that is
 * not hex.
 *
 * @example
 * const result = await revokeExecutionPermission(config, { context: permission.context })
 */
export async function revokeExecutionPermission(
  config: SessionsConfig,
  { context }: RevokeExecutionPermissionParameters,
): Promise<RevokeExecutionPermissionReturnType> {
  if (typeof context !== 'string' || !/^0x[\da-f]+$/i.test(context))
    throw new InvalidExecutionPermissionRequestError('context', 'a hex string')
  try {
    const found = await sessionWallet(config)
    if (!found) return { status: 'notConnected' }
    await found.wallet.request({ method: METHODS[found.dialect], params: { permissionContext: context } })
    return { status: 'revoked' }
  } catch (error) {
    return sessionFailure(error)
  }
}
