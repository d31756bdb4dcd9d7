import { deriveSymKey } from '../crypto.js'
import { openEnvelope, readEnvelopeHeader } from '../envelope.js'
import { isErrorResponse, isRequest, isResponse, type JsonRpcResponse } from '../jsonRpc.js'
import type { RelayMessage } from '../relayClient.js'
import { onProposalResponse } from './approveSession.js'
import type { SignClientContext } from './context.js'
import { symKeyOf } from './send.js'
import { toWalletConnectError } from './walletError.js'
import { onWalletRequest } from './walletRequests.js'

/** A message from the relay: opened with the topic's key (or a type 1 envelope's), then routed. */
export async function receive(context: SignClientContext, { topic, message }: RelayMessage) {
  let payload: unknown
  try {
    const header = readEnvelopeHeader(message)
    let symKey: string | undefined
    if (header.type === 1) {
      const keyPair = context.typeOne.get(topic)
      if (!keyPair || !header.senderPublicKey) return
      symKey = deriveSymKey(keyPair.privateKey, header.senderPublicKey)
    } else symKey = symKeyOf(context, topic)
    if (!symKey) return
    payload = JSON.parse(openEnvelope({ symKey, encoded: message }))
  } catch {
    return // not for us, or tampered with
  }
  if (isResponse(payload)) return onResponse(context, topic, payload)
  if (isRequest(payload) && typeof payload.id === 'number') return onWalletRequest(context, topic, payload)
}

/** The wallet's answer: to a proposal on its pairing, or to one of our requests. */
function onResponse(context: SignClientContext, topic: string, response: JsonRpcResponse) {
  const proposal = context.proposals.get(response.id)
  if (proposal && proposal.pairingTopic === topic) return onProposalResponse(context, proposal, response)
  const pending = context.requests.get(response.id)
  if (!pending) return
  context.requests.delete(response.id)
  pending.cancelTimer?.()
  if (isErrorResponse(response)) pending.reject(toWalletConnectError(response.error))
  else pending.resolve(response.result)
}
