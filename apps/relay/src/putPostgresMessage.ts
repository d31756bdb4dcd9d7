import type pg from 'pg'
import { MESSAGE_CHANNEL } from './postgresSchema.js'
import { type EvictionScope, planEviction, type Victim } from './quota.js'
import { bytesOf, type StoredMessage, type StoreLimits } from './store.js'

/** Serialises stores, so the bounds are checked and kept across relay processes. */
const PUT_LOCK_KEY = 0x7265_6c61_7970 // "relayp"

/**
 * What a NOTIFY carries: the message's id and publisher, the relay process that stored it (`origin`, which
 * pushed it to its own subscribers already), and the message itself when it fits PostgreSQL's payload limit
 * (8,000 bytes), so the other processes push it without reading it back — a message evicted by later publishes
 * before such a read would never be pushed.
 */
export type MessageNotice = { id: string; publisher: string; origin: string; message?: StoredMessage }

/** The largest NOTIFY payload sent with the message inside; PostgreSQL refuses payloads of 8,000 bytes. */
export const NOTICE_INLINE_MAX_BYTES = 7_000

/**
 * `MessageStore.put` on PostgreSQL: under a lock all relays share, stores `message` unless its id is kept,
 * evicting the publisher's oldest messages over a bound, marks it acknowledged by `publisher` and announces it
 * for the other relay processes (`origin` names this one).
 */
export async function putPostgresMessage(
  pool: pg.Pool,
  limits: StoreLimits,
  message: StoredMessage,
  publisher: string,
  origin: string,
): Promise<boolean> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query('select pg_advisory_xact_lock($1)', [PUT_LOCK_KEY])
    const seen = await client.query('select 1 from relay_messages where id = $1', [message.id])
    if (seen.rowCount) {
      await client.query('rollback')
      return false
    }
    const bytes = bytesOf(message)
    const victims = await planEviction(await evictionScopes(client, limits, message, publisher), bytes)
    if (victims.length > 0)
      await client.query('delete from relay_messages where id = any($1)', [victims.map((v) => v.id)])
    await insertMessage(client, message, publisher, bytes, origin)
    await client.query('commit')
    return true
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/** The bounds one more message of `publisher` on `message.topic` must fit: per topic, per publisher, in total. */
async function evictionScopes(
  client: pg.PoolClient,
  limits: StoreLimits,
  message: StoredMessage,
  publisher: string,
): Promise<EvictionScope[]> {
  const usage = async (where: string, values: unknown[]) => {
    const { rows } = await client.query<{ count: string; bytes: string }>(
      `select count(*) as count, coalesce(sum(bytes), 0) as bytes from relay_messages ${where}`,
      values,
    )
    return { count: Number(rows[0]?.count ?? 0), bytes: Number(rows[0]?.bytes ?? 0) }
  }
  const totals = async () => {
    const { rows } = await client.query<{ count: string; bytes: string }>(
      'select count, bytes from relay_totals where id = 1',
    )
    return { count: Number(rows[0]?.count ?? 0), bytes: Number(rows[0]?.bytes ?? 0) }
  }
  const own = async (where: string, values: unknown[]) => {
    const { rows } = await client.query<Victim>(
      `select id, topic, publisher, bytes from relay_messages where publisher = $1 ${where} order by seq`,
      [publisher, ...values],
    )
    return rows
  }
  return [
    {
      name: 'topic',
      ...(await usage('where topic = $1', [message.topic])),
      maxCount: limits.maxMessagesPerTopic,
      maxBytes: limits.maxBytesPerTopic,
      contains: (v) => v.topic === message.topic,
      own: () => own('and topic = $2', [message.topic]),
    },
    {
      name: 'client',
      ...(await usage('where publisher = $1', [publisher])),
      maxCount: limits.maxMessagesPerClient,
      maxBytes: limits.maxBytesPerClient,
      contains: (v) => v.publisher === publisher,
      own: () => own('', []),
    },
    {
      name: 'relay',
      ...(await totals()),
      maxCount: limits.maxMessagesTotal,
      maxBytes: limits.maxBytesTotal,
      contains: () => true,
      own: () => own('', []),
    },
  ]
}

/** Inserts the message, acknowledged by its publisher, and queues its NOTIFY for the commit. */
async function insertMessage(
  client: pg.PoolClient,
  message: StoredMessage,
  publisher: string,
  bytes: number,
  origin: string,
) {
  await client.query(
    `insert into relay_messages (id, topic, message, tag, published_at, expires_at, attestation, publisher, bytes)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      message.id,
      message.topic,
      message.message,
      message.tag,
      message.publishedAt,
      message.expiresAt,
      message.attestation,
      publisher,
      bytes,
    ],
  )
  await client.query('insert into relay_acks (message_id, client_id) values ($1, $2)', [
    message.id,
    publisher,
  ])
  const withMessage = JSON.stringify({ id: message.id, publisher, origin, message } satisfies MessageNotice)
  const notice =
    Buffer.byteLength(withMessage) <= NOTICE_INLINE_MAX_BYTES
      ? withMessage
      : JSON.stringify({ id: message.id, publisher, origin } satisfies MessageNotice)
  await client.query('select pg_notify($1, $2)', [MESSAGE_CHANNEL, notice])
}
