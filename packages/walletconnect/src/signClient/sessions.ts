import { UnknownTopicError, WalletConnectError } from '../errors.js'
import type { StoredSession } from '../types.js'
import { MAX_TIMEOUT, type SignClientContext, type StoredPairing } from './context.js'

/** Writes the sessions and the active pairings to storage. */
export function persist(context: SignClientContext) {
  context.store.write('sessions', [...context.sessions.values()])
  context.store.write(
    'pairings',
    [...context.pairings.values()].filter((pairing) => pairing.active),
  )
}

/** Reads the stored sessions and unexpired pairings, once. */
export function load(context: SignClientContext) {
  if (context.loaded) return
  context.loaded = true
  const storedSessions = context.store.read<StoredSession[]>('sessions')
  for (const session of Array.isArray(storedSessions) ? storedSessions : []) {
    if (session && typeof session.topic === 'string' && typeof session.symKey === 'string') {
      context.sessions.set(session.topic, session)
    }
  }
  const storedPairings = context.store.read<StoredPairing[]>('pairings')
  for (const pairing of Array.isArray(storedPairings) ? storedPairings : []) {
    if (pairing && typeof pairing.topic === 'string' && pairing.expiry > context.nowSeconds()) {
      context.pairings.set(pairing.topic, pairing)
    }
  }
}

/** Drops sessions past their expiry (emitting `session_expire`) and expired pairings. */
export function sweep(context: SignClientContext) {
  load(context)
  let changed = false
  for (const session of [...context.sessions.values()]) {
    if (session.expiry > context.nowSeconds()) continue
    dropSession(context, session.topic, new WalletConnectError({ code: 8000, message: 'Session expired' }))
    context.emit('session_expire', { topic: session.topic })
    changed = true
  }
  for (const pairing of [...context.pairings.values()]) {
    if (pairing.expiry > context.nowSeconds()) continue
    context.pairings.delete(pairing.topic)
    void context.relayClient?.unsubscribe(pairing.topic)
    changed = true
  }
  if (changed) persist(context)
}

/** Sweeps when the session's expiry comes (re-arming when it was extended meanwhile). */
export function watchExpiry(context: SignClientContext, session: StoredSession) {
  const { expiryTimers, now } = context
  clearTimeout(expiryTimers.get(session.topic))
  const delay = Math.min(MAX_TIMEOUT, Math.max(0, session.expiry * 1000 - now()))
  expiryTimers.set(
    session.topic,
    setTimeout(() => {
      expiryTimers.delete(session.topic)
      if (context.sessions.get(session.topic) !== session) return
      if (session.expiry * 1000 <= now()) sweep(context)
      else watchExpiry(context, session)
    }, delay),
  )
}

/** Forgets a session: its timer, its subscription, and its pending requests (rejected with `reason`). */
export function dropSession(context: SignClientContext, topic: string, reason: WalletConnectError) {
  context.sessions.delete(topic)
  clearTimeout(context.expiryTimers.get(topic))
  context.expiryTimers.delete(topic)
  void context.relayClient?.unsubscribe(topic)
  for (const [id, pending] of context.requests) {
    if (pending.topic !== topic) continue
    context.requests.delete(id)
    pending.cancelTimer?.()
    pending.reject(reason)
  }
  persist(context)
}

export function addSession(context: SignClientContext, session: StoredSession) {
  context.sessions.set(session.topic, session)
  watchExpiry(context, session)
  persist(context)
}

/** The live session on `topic`; throws `UnknownTopicError` when there is none. */
export function liveSession(context: SignClientContext, topic: string): StoredSession {
  sweep(context)
  const found = context.sessions.get(topic)
  if (!found) throw new UnknownTopicError(topic)
  return found
}
