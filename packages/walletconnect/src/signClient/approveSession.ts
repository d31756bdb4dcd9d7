import { deriveSymKey, hashKey } from '../crypto.js'
import { WalletConnectError } from '../errors.js'
import { isErrorResponse, type JsonRpcRequest, type JsonRpcResponse } from '../jsonRpc.js'
import { ACTIVE_PAIRING_EXPIRY } from '../methods.js'
import { isSessionNamespaces, unmetRequirement } from '../namespaces.js'
import type { Metadata, StoredSession } from '../types.js'
import { type Proposal, publicSession, type SignClientContext } from './context.js'
import { endProposal } from './pair.js'
import { respond } from './send.js'
import { addSession, persist } from './sessions.js'
import { toWalletConnectError } from './walletError.js'

/**
 * The wallet's answer to a proposal: an error rejects it; a public key gives the session topic, which is
 * subscribed while the settle is awaited there, and makes the pairing active.
 */
export async function onProposalResponse(
  context: SignClientContext,
  proposal: Proposal,
  response: JsonRpcResponse,
) {
  if (isErrorResponse(response)) {
    endProposal(context, proposal)
    proposal.reject(toWalletConnectError(response.error))
    return
  }
  const result = response.result as { responderPublicKey?: unknown }
  if (typeof result?.responderPublicKey !== 'string' || !/^[0-9a-f]{64}$/i.test(result.responderPublicKey)) {
    endProposal(context, proposal)
    proposal.reject(
      new WalletConnectError({ code: 1005, message: 'The wallet answered without a public key' }),
    )
    return
  }
  const symKey = deriveSymKey(proposal.keyPair.privateKey, result.responderPublicKey)
  const sessionTopic = hashKey(symKey)
  context.settlements.set(sessionTopic, {
    proposal,
    symKey,
    peerPublicKey: result.responderPublicKey.toLowerCase(),
  })
  const pairingKey = context.pairingKeys.get(proposal.pairingTopic)
  if (pairingKey) {
    context.pairings.set(proposal.pairingTopic, {
      topic: proposal.pairingTopic,
      symKey: pairingKey,
      expiry: context.nowSeconds() + ACTIVE_PAIRING_EXPIRY,
      active: true,
    })
    persist(context)
  }
  await context
    .relay()
    .subscribe(sessionTopic)
    .catch(() => undefined)
}

/**
 * `wc_sessionSettle` on a session topic: checked against the proposal (namespaces, expiry, the wallet that
 * answered, the required namespaces), then stored and the proposal resolved; a bad settle rejects it.
 */
export function onSettle(
  context: SignClientContext,
  topic: string,
  request: JsonRpcRequest,
  params: Record<string, unknown>,
) {
  const settlement = context.settlements.get(topic)
  if (!settlement) {
    // A repeated settle for a session already settled is answered again; anything else is unknown.
    if (context.sessions.has(topic)) return respond(context, topic, request, { result: true })
    return respond(context, topic, request, {
      error: { code: 7001, message: `No proposal for topic ${topic}` },
    })
  }
  const { proposal, symKey, peerPublicKey } = settlement
  const controller = params.controller as { publicKey?: unknown; metadata?: Metadata } | undefined
  const reject = (message: string) => {
    respond(context, topic, request, { error: { code: 1005, message } })
    endProposal(context, proposal)
    void context.relayClient?.unsubscribe(topic)
    proposal.reject(new WalletConnectError({ code: 7000, message }))
  }
  if (!isSessionNamespaces(params.namespaces)) return reject('Invalid session namespaces')
  if (typeof params.expiry !== 'number' || params.expiry <= context.nowSeconds())
    return reject('Invalid session expiry')
  if (typeof controller?.publicKey !== 'string' || controller.publicKey.toLowerCase() !== peerPublicKey) {
    return reject('The controller is not the wallet that answered the proposal')
  }
  const unmet = unmetRequirement(proposal.required, params.namespaces)
  if (unmet) return reject(unmet)
  const metadata = controller.metadata ?? { name: '', description: '', url: '', icons: [] }
  const session: StoredSession = {
    topic,
    symKey,
    namespaces: params.namespaces,
    expiry: params.expiry,
    peer: {
      publicKey: peerPublicKey,
      metadata: {
        name: String(metadata.name ?? ''),
        description: String(metadata.description ?? ''),
        url: String(metadata.url ?? ''),
        icons: Array.isArray(metadata.icons) ? metadata.icons.map(String) : [],
      },
    },
    pairingTopic: proposal.pairingTopic,
  }
  const properties = params.sessionProperties ?? proposal.sessionProperties
  if (properties && typeof properties === 'object')
    session.sessionProperties = properties as Record<string, string>
  context.settlements.delete(topic)
  clearTimeout(proposal.timer)
  context.proposals.delete(proposal.id)
  addSession(context, session)
  respond(context, topic, request, { result: true })
  proposal.resolve(publicSession(session))
}
