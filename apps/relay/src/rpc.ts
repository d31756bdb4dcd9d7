import { z } from 'zod'

// The JSON-RPC surface: request envelopes and each method's params, validated at the edge. Unknown keys in
// params are stripped (clients add tracing fields such as `correlationId`).

export const ErrorCode = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** Too many requests from this connection or address. */
  limitExceeded: -32005,
} as const

/** Sign API tags the relay assigns when a combined method does not name one. */
export const Tag = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const

export const topic = z.string().regex(/^[0-9a-f]{64}$/i, 'a topic is 32 bytes as hex')
/**
 * Text the relay stores and hands back exactly: no NUL (PostgreSQL text cannot hold it) and no unpaired UTF-16
 * surrogate (it has no UTF-8 form, so a database would change it), refused the same way in both stores.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const storableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text)
const storable = 'must be valid Unicode text without NUL'
const message = z.string().min(1).refine(storableText, storable)
const ttl = z.number().int().positive()
const tag = z.number().int().min(0).max(0xffff_ffff)
const attestation = z.string().max(4_096).refine(storableText, storable).nullish()

export const publishParams = z.object({
  topic,
  message,
  ttl,
  tag: tag.optional(),
  prompt: z.boolean().optional(),
  attestation,
})
export type PublishParams = z.infer<typeof publishParams>

export const requestEnvelope = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.number(), z.string().max(64)]),
  method: z.string().max(64),
  params: z.unknown().optional(),
})

export const responseEnvelope = z.object({
  id: z.union([z.number(), z.string().max(64)]),
  result: z.unknown().optional(),
  error: z.unknown().optional(),
})

export const paramsOf = (maxBatch: number) => ({
  irn_publish: publishParams,
  irn_batchPublish: z.object({ messages: z.array(publishParams).min(1).max(maxBatch) }),
  irn_subscribe: z.object({ topic }),
  irn_batchSubscribe: z.object({ topics: z.array(topic).min(1).max(maxBatch) }),
  irn_unsubscribe: z.object({ topic, id: z.string().max(128).optional() }),
  irn_batchUnsubscribe: z.object({
    subscriptions: z
      .array(z.object({ topic, id: z.string().max(128).optional() }))
      .min(1)
      .max(maxBatch),
  }),
  irn_fetchMessages: z.object({ topic }),
  irn_batchFetchMessages: z.object({ topics: z.array(topic).min(1).max(maxBatch) }),
  wc_proposeSession: z.object({
    pairingTopic: topic,
    sessionProposal: message,
    ttl: ttl.optional(),
    tag: tag.optional(),
    prompt: z.boolean().optional(),
    attestation,
  }),
  wc_approveSession: z.object({
    pairingTopic: topic,
    sessionTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ttl: ttl.optional(),
    tag: tag.optional(),
    attestation,
  }),
})

export type Methods = ReturnType<typeof paramsOf>
export type MethodName = keyof Methods

export const errorResponse = (id: number | string | null, code: number, message: string) =>
  JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } })
export const resultResponse = (id: number | string, result: unknown) =>
  JSON.stringify({ jsonrpc: '2.0', id, result })
