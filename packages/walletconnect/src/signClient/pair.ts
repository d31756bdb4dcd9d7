import { generateKeyPair, generateSymKey, hashKey } from '../crypto.js'
import { ProposalExpiredError } from '../errors.js'
import { createRpcId } from '../jsonRpc.js'
import { PROPOSAL_EXPIRY, SIGN_METHODS } from '../methods.js'
import { formatPairingUri } from '../pairingUri.js'
import type { ConnectParameters, ConnectReturnType, ProposeParameters, Session } from '../types.js'
import type { Proposal, SignClientContext } from './context.js'
import { publish } from './send.js'
import { sweep } from './sessions.js'

/** `SignClient.connect`: a new pairing and a session proposal on it. */
export async function connect(
  context: SignClientContext,
  { requiredNamespaces = {}, optionalNamespaces = {}, sessionProperties, expiry }: ConnectParameters = {},
): Promise<ConnectReturnType> {
  sweep(context)
  const pairing = await createPairing(context, undefined, expiry)
  const { approval } = await propose(context, {
    pairing,
    keyPair: generateKeyPair(),
    requiredNamespaces,
    optionalNamespaces,
    sessionProperties,
  })
  return { uri: pairing.uri, expiresAt: pairing.expiry * 1000, approval }
}

/** A new pairing topic, subscribed on the relay, and its `wc:` URI; it lives `lifetime` seconds (60 to 300). */
export async function createPairing(
  context: SignClientContext,
  methods?: string[],
  lifetime = PROPOSAL_EXPIRY,
) {
  if (!(Number.isInteger(lifetime) && lifetime >= 60 && lifetime <= PROPOSAL_EXPIRY))
    throw new RangeError(`A pairing lives whole seconds from 60 to ${PROPOSAL_EXPIRY}`)
  const symKey = generateSymKey()
  const topic = hashKey(symKey)
  const expiry = context.nowSeconds() + lifetime
  context.pairingKeys.set(topic, symKey)
  const client = context.relay()
  try {
    await client.ready()
    // A new random key's topic: nobody can have published on it yet.
    await client.subscribe(topic, { fresh: true })
  } catch (error) {
    context.pairingKeys.delete(topic)
    void client.unsubscribe(topic)
    throw error
  }
  const uri = formatPairingUri({
    topic,
    version: 2,
    symKey,
    relay: { protocol: 'irn' },
    expiryTimestamp: expiry,
    ...(methods ? { methods } : {}),
  })
  return { topic, uri, expiry }
}

/** Publishes a session proposal on `pairing`; `approval` settles with the wallet's answer or on expiry. */
export async function propose(
  context: SignClientContext,
  { pairing, keyPair, requiredNamespaces, optionalNamespaces, sessionProperties }: ProposeParameters,
): Promise<{ id: number; approval: Promise<Session> }> {
  const id = createRpcId()
  const params = {
    requiredNamespaces,
    optionalNamespaces,
    relays: [{ protocol: 'irn' }],
    proposer: { publicKey: keyPair.publicKey, metadata: context.options.metadata },
    expiryTimestamp: pairing.expiry,
    pairingTopic: pairing.topic,
    ...(sessionProperties ? { sessionProperties } : {}),
  }
  let resolve!: (session: Session) => void
  let reject!: (error: Error) => void
  const approval = new Promise<Session>((res, rej) => {
    resolve = res
    reject = rej
  })
  // A caller that only shows the URI must not see an unhandled rejection when it expires.
  approval.catch(() => undefined)
  const proposal: Proposal = {
    id,
    keyPair,
    pairingTopic: pairing.topic,
    required: requiredNamespaces,
    sessionProperties,
    expiry: pairing.expiry,
    resolve,
    reject,
  }
  // Checked at least every second, so a clock moved forward (tests, a device waking up) is noticed soon.
  const check = () => {
    if (!context.proposals.has(id)) return
    const remaining = pairing.expiry * 1000 - context.now()
    if (remaining > 0) {
      proposal.timer = setTimeout(check, Math.min(remaining, 1_000))
      return
    }
    endProposal(context, proposal)
    reject(new ProposalExpiredError())
  }
  context.proposals.set(id, proposal)
  check()
  try {
    await publish(
      context,
      pairing.topic,
      { id, jsonrpc: '2.0', method: 'wc_sessionPropose', params },
      SIGN_METHODS.wc_sessionPropose.req,
    )
  } catch (error) {
    endProposal(context, proposal)
    throw error
  }
  return { id, approval }
}

/** Forgets a proposal, its pending settlement, and its pairing unless the wallet made that pairing active. */
export function endProposal(context: SignClientContext, proposal: Proposal) {
  clearTimeout(proposal.timer)
  context.proposals.delete(proposal.id)
  for (const [topic, settlement] of context.settlements)
    if (settlement.proposal === proposal) context.settlements.delete(topic)
  if (!context.pairings.get(proposal.pairingTopic)?.active) {
    context.pairingKeys.delete(proposal.pairingTopic)
    void context.relayClient?.unsubscribe(proposal.pairingTopic)
  }
}
