import type { Session } from '../types.js'
import { publicSession, type SignClientContext } from './context.js'
import { sweep, watchExpiry } from './sessions.js'

const RESTORE_WAIT_MS = 3_000

/** `SignClient.restore`: the stored sessions, their expiry timers, and their topics subscribed again. */
export async function restore(context: SignClientContext): Promise<readonly Session[]> {
  sweep(context)
  for (const stored of context.sessions.values()) watchExpiry(context, stored)
  if (context.sessions.size > 0) {
    const relayed = context.relay()
    const subscribed = Promise.all(
      [...context.sessions.keys(), ...context.pairings.keys()].map((topic) => relayed.subscribe(topic)),
    ).catch(() => undefined)
    // Waits a little for the subscriptions, never for a relay that is down: they complete when it is back.
    await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))])
  }
  return getSessions(context)
}

/** `SignClient.getSessions`: the live sessions, expired ones dropped first. */
export function getSessions(context: SignClientContext): readonly Session[] {
  sweep(context)
  return [...context.sessions.values()].map(publicSession)
}
