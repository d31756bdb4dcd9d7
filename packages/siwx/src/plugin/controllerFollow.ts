import { type CaipAddress, isUnsupportedNetwork } from '@portico/core'
import { ref } from 'valtio/vanilla'
import {
  activeCaipAddress,
  eventProperties,
  liveSessions,
  type SiwxControllerContext,
  splitCaipAddress,
} from './controllerContext.js'
import { SiwxInitializeError } from './errors.js'
import type { SiwxSession } from './types.js'

// setTimeout's longest delay; a later expiry is looked at again then.
const MAX_DELAY = 2_147_483_647

/** The account is signed in with `session`; when the session expires, the account is looked at again. */
export function setSignedIn(context: SiwxControllerContext, session: SiwxSession): void {
  const { state } = context
  state.session = session
  state.status = 'signedIn'
  state.failure = undefined
  state.error = undefined
  clearTimeout(context.expiryTimer)
  const expiry = session.data.expirationTime && Date.parse(session.data.expirationTime)
  // An expired session asks again: the account is looked at anew when it ends.
  if (expiry)
    context.expiryTimer = setTimeout(
      () => followActiveAccount(context, true),
      Math.min(MAX_DELAY, Math.max(0, expiry - context.now())),
    )
}

/** Looks for a live session of the active account; `needed` when there is none. */
async function checkSession(
  context: SiwxControllerContext,
  caipAddress: CaipAddress,
  ofGeneration: number,
): Promise<void> {
  const { siwx, state, network } = context
  if (!siwx) return
  const active = network.state.caipNetwork
  const { chainId, address } = splitCaipAddress(caipAddress)
  if (!active || isUnsupportedNetwork(active) || !network.isSupported(active.caipNetworkId)) {
    state.status = 'idle'
    return
  }
  try {
    const [session] = liveSessions(context, await siwx.getSessions(chainId, address))
    if (ofGeneration !== context.generation) return
    if (session) setSignedIn(context, session)
    else state.status = 'needed'
  } catch (cause) {
    if (ofGeneration !== context.generation) return
    // The check itself failed (e.g. the sign-in server is down): the wallet is disconnected.
    state.status = 'error'
    state.failure = 'initialize'
    state.error = ref(new SiwxInitializeError({ cause }))
    context.events.emit('SIWX_AUTH_ERROR', eventProperties(context, caipAddress, 'initialize'))
    context.toasts.error('siwxInitializeFailed')
    // A failed disconnect is tracked as DISCONNECT_ERROR by the connection controller.
    await context.disconnect().catch(() => undefined)
  }
}

/** The live session a one-click sign-in just stored for `caipAddress`. */
export const freshSessionFor = (context: SiwxControllerContext, caipAddress: CaipAddress) =>
  liveSessions(context, context.fresh).find(
    (session) =>
      `${session.data.chainId}:${session.data.accountAddress}`.toLowerCase() === caipAddress.toLowerCase(),
  )

/** The live session a one-click sign-in just stored for `caipAddress`; the others are forgotten. */
function takeFreshSession(context: SiwxControllerContext, caipAddress: CaipAddress) {
  const found = freshSessionFor(context, caipAddress)
  context.fresh = []
  return found
}

/** Follows the active account; `force` looks again at the same one (its session expired, sessions were set). */
export function followActiveAccount(context: SiwxControllerContext, force = false): void {
  const { siwx, state } = context
  const next = activeCaipAddress(context)
  if (next === context.current && !force) return
  const previous = context.current
  context.current = next
  context.generation++
  clearTimeout(context.expiryTimer)
  if (previous && !next && siwx?.signOutOnDisconnect) {
    const { chainId, address } = splitCaipAddress(previous)
    // Best effort: a session the server still holds ends at its expiry anyway.
    void siwx.revokeSession(chainId, address).catch(() => undefined)
  }
  state.caipAddress = next
  state.session = undefined
  state.failure = undefined
  state.error = undefined
  const known = next ? takeFreshSession(context, next) : undefined
  if (known) {
    setSignedIn(context, known)
    return
  }
  state.status = next && siwx ? 'checking' : 'idle'
  if (next && siwx) {
    const ofGeneration = context.generation
    // Once the connection's own updates of this tick are done (the network and account settle together).
    queueMicrotask(() => {
      if (ofGeneration === context.generation) void checkSession(context, next, ofGeneration)
    })
  }
}
