import type { Config } from '@portico/core'
import {
  type ExecutionPermissionToken,
  type GrantedExecutionPermission,
  readExecutionPermissionUsage,
} from '@portico/core/sessions'

// What the Sessions view reads from the chain, through core (`readExecutionPermissionUsage`: the config's EVM
// adapter and the chain's session contracts from the API): a session's token and what it has spent.

export type SessionToken = ExecutionPermissionToken

/** What a session has spent, as read from the chain. */
export type SessionSpend =
  | { status: 'reading' }
  | { status: 'read'; spent: bigint }
  | { status: 'unavailable' }

/**
 * A session as the chain has it: `active`, with its token (`null`: unreadable) and spend; or `disabled`, revoked on
 * chain by its account though the wallet may still list it.
 */
export type SessionChainState =
  | { status: 'active'; token: SessionToken | null; spend: SessionSpend }
  | { status: 'disabled' }

const UNREADABLE: SessionChainState = { status: 'active', token: null, spend: { status: 'unavailable' } }

/**
 * A session's token and spend, or that it is disabled; unreadable when its chain cannot be read here, or its read
 * failed (logged to the config's logger).
 */
export async function readSessionChain(
  config: Config,
  permission: GrantedExecutionPermission,
): Promise<SessionChainState> {
  let usage: Awaited<ReturnType<typeof readExecutionPermissionUsage>>
  try {
    usage = await readExecutionPermissionUsage(config, permission)
  } catch (error) {
    config.logger.warn('sessions', 'a session could not be read from its chain', {
      chainId: permission.chainId,
      // The error's name only: its message may carry the RPC URL (and the project id in it).
      error: error instanceof Error ? error.name : typeof error,
    })
    return UNREADABLE
  }
  if (!usage) return UNREADABLE
  if (usage.disabled) return { status: 'disabled' }
  return { status: 'active', token: usage.token, spend: { status: 'read', spent: usage.spent } }
}
