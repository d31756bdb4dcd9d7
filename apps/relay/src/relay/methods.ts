import type { z } from 'zod'
import { ErrorCode, type MethodName, type Methods, Tag } from '../rpc.js'
import { type Connection, type RelayContext, RpcError } from './context.js'
import { deliverPending, fetchMessages } from './mailbox.js'
import { publish } from './publish.js'
import { subscribe, unsubscribe } from './subscribe.js'

/** A method's answer, and what to do once it is sent (push the stored messages of a new subscription). */
export type Handled = { result: unknown; after?: () => Promise<void> }

type Handler<M extends MethodName> = (
  context: RelayContext,
  c: Connection,
  p: z.infer<Methods[M]>,
) => Promise<Handled>

/** The relay's JSON-RPC methods, over params already validated. */
export const methods: { [M in MethodName]: Handler<M> } = {
  async irn_publish(context, c, p) {
    await publish(context, c, { ...p, tag: p.tag ?? 0 })
    return { result: true }
  },
  async irn_batchPublish(context, c, p) {
    for (const m of p.messages) await publish(context, c, { ...m, tag: m.tag ?? 0 })
    return { result: true }
  },
  async irn_subscribe(context, c, p) {
    const id = subscribe(context, c, p.topic)
    return { result: id, after: () => deliverPending(context, c, [p.topic]) }
  },
  async irn_batchSubscribe(context, c, p) {
    if (c.subscriptions.size + p.topics.length > context.limits.maxSubscriptionsPerConnection)
      throw new RpcError(ErrorCode.limitExceeded, 'too many subscriptions on this connection')
    const ids = p.topics.map((topic) => subscribe(context, c, topic))
    return { result: ids, after: () => deliverPending(context, c, p.topics) }
  },
  async irn_unsubscribe(context, c, p) {
    unsubscribe(context, c, p.topic)
    return { result: true }
  },
  async irn_batchUnsubscribe(context, c, p) {
    for (const s of p.subscriptions) unsubscribe(context, c, s.topic)
    return { result: true }
  },
  async irn_fetchMessages(context, c, p) {
    return fetchMessages(context, c, [p.topic])
  },
  async irn_batchFetchMessages(context, c, p) {
    return fetchMessages(context, c, p.topics)
  },
  async wc_proposeSession(context, c, p) {
    // The dapp's proposal goes on the pairing topic, where the wallet will subscribe; the dapp hears the
    // wallet's answer there.
    await publish(context, c, {
      topic: p.pairingTopic,
      message: p.sessionProposal,
      ttl: p.ttl ?? 300,
      tag: p.tag ?? Tag.sessionPropose,
      attestation: p.attestation,
    })
    subscribe(context, c, p.pairingTopic)
    return { result: true, after: () => deliverPending(context, c, [p.pairingTopic]) }
  },
  async wc_approveSession(context, c, p) {
    // The wallet's answer goes to the dapp on the pairing topic, the settlement on the new session topic,
    // which the wallet then listens on.
    await publish(context, c, {
      topic: p.pairingTopic,
      message: p.sessionProposalResponse,
      ttl: p.ttl ?? 300,
      tag: Tag.sessionProposeResponse,
      attestation: p.attestation,
    })
    await publish(context, c, {
      topic: p.sessionTopic,
      message: p.sessionSettlementRequest,
      ttl: p.ttl ?? 300,
      tag: Tag.sessionSettle,
      attestation: p.attestation,
    })
    subscribe(context, c, p.sessionTopic)
    return { result: true, after: () => deliverPending(context, c, [p.sessionTopic]) }
  },
}
