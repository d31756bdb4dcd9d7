import type { AuthenticateContext } from '../authenticate.js'
import { publicSession, type SignClientContext } from './context.js'
import { createPairing, endProposal, propose } from './pair.js'
import { send } from './send.js'
import { addSession } from './sessions.js'

/** What one-click sign-in (`authenticate`) uses of the client: pairing, proposing, sending, type 1 topics. */
export function authenticateContext(context: SignClientContext): AuthenticateContext {
  return {
    metadata: context.options.metadata,
    now: context.now,
    createPairing: (methods, lifetime) => createPairing(context, methods, lifetime),
    propose: (parameters) => propose(context, parameters),
    send: (topic, method, params, options) => send(context, topic, method, params, options),
    cancelProposal: (id) => {
      const proposal = context.proposals.get(id)
      if (proposal) endProposal(context, proposal)
    },
    cancelRequest: (id) => {
      const pending = context.requests.get(id)
      context.requests.delete(id)
      pending?.cancelTimer?.()
    },
    listenTypeOne: (topic, keyPair) => {
      context.typeOne.set(topic, keyPair)
      void context
        .relay()
        .subscribe(topic)
        .catch(() => undefined)
    },
    stopTypeOne: (topic) => {
      context.typeOne.delete(topic)
      void context.relayClient?.unsubscribe(topic)
    },
    addSession: (stored) => {
      addSession(context, stored)
      void context
        .relay()
        .subscribe(stored.topic)
        .catch(() => undefined)
      return publicSession(stored)
    },
  }
}
