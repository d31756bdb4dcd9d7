import { createHash } from 'node:crypto'
import { ErrorCode, type PublishParams } from '../rpc.js'
import { StoreFullError } from '../store.js'
import { type Connection, type RelayContext, RpcError } from './context.js'

/** A message's id: sha256 over its topic and text, so a republished message is stored once. */
export const messageIdOf = (topic: string, message: string) =>
  createHash('sha256').update(topic).update('\n').update(message).digest('hex')

/**
 * Stores a message for its topic's subscribers, its TTL cut to `maxTtlSeconds`; the store fans it out. A
 * store over its bounds with other clients' messages refuses it: the client reads a -32005 saying so.
 */
export async function publish(
  context: RelayContext,
  connection: Connection,
  p: PublishParams & { tag: number },
) {
  const publishedAt = context.now()
  const ttl = Math.min(p.ttl, context.limits.maxTtlSeconds)
  const stored = context.store.put(
    {
      id: messageIdOf(p.topic, p.message),
      topic: p.topic,
      message: p.message,
      tag: p.tag,
      publishedAt,
      expiresAt: publishedAt + ttl * 1_000,
      attestation: p.attestation ?? null,
    },
    connection.clientId,
  )
  await stored.catch((error: unknown) => {
    if (error instanceof StoreFullError) throw new RpcError(ErrorCode.limitExceeded, error.message)
    throw error
  })
}
