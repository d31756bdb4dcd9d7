import type { CaipNetworkId } from '@portico/core'
import {
  isSignInRequired,
  liveSessions,
  type SiwxControllerContext,
  splitCaipAddress,
} from './controllerContext.js'
import { followActiveAccount, freshSessionFor } from './controllerFollow.js'
import { SiwxNotEnabledError } from './errors.js'
import type { SiwxSession } from './types.js'

/** Ends the active account's session with the provider. When sign-in is required, it is asked again. */
export async function signOut(context: SiwxControllerContext): Promise<void> {
  const { siwx, state } = context
  const caipAddress = state.caipAddress
  if (!siwx || !caipAddress) return
  const { chainId, address } = splitCaipAddress(caipAddress)
  await siwx.revokeSession(chainId, address)
  if (caipAddress !== state.caipAddress) return
  clearTimeout(context.expiryTimer)
  state.session = undefined
  state.status = isSignInRequired(context) ? 'needed' : 'dismissed'
}

/** Replaces the provider's sessions and looks at the active account again. Throws what the provider throws. */
export async function setSessions(
  context: SiwxControllerContext,
  sessions: readonly SiwxSession[],
): Promise<void> {
  if (!context.siwx) throw new SiwxNotEnabledError()
  await context.siwx.setSessions(sessions)
  followActiveAccount(context, true)
}

/**
 * Stores the sessions of a one-click sign-in, before its account connects; the account is signed in as it
 * connects with the session the provider kept for it. Throws what the provider throws.
 */
export async function setOneClickSessions(
  context: SiwxControllerContext,
  sessions: readonly SiwxSession[],
): Promise<void> {
  const { siwx } = context
  if (!siwx) throw new SiwxNotEnabledError()
  await siwx.setSessions(sessions)
  // The provider may keep fewer than it was given (a server takes each nonce once): ask what it holds.
  const kept: SiwxSession[] = []
  for (const session of sessions) {
    const [found] = liveSessions(
      context,
      await siwx.getSessions(session.data.chainId, session.data.accountAddress),
    )
    if (found) kept.push(found)
  }
  context.fresh = kept
  // Already connected with that account (nothing else will look again): signed in now.
  if (context.current && freshSessionFor(context, context.current)) followActiveAccount(context, true)
}

/** The live sessions of an account on a network (none without a provider). */
export async function getLiveSessions(
  context: SiwxControllerContext,
  chainId: CaipNetworkId,
  address: string,
): Promise<readonly SiwxSession[]> {
  return context.siwx ? liveSessions(context, await context.siwx.getSessions(chainId, address)) : []
}
