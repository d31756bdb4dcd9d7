import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { createRelaySchema, MESSAGE_CHANNEL } from './postgresSchema.js'
import { type MessageNotice, putPostgresMessage } from './putPostgresMessage.js'
import type { MessageStore, StoredMessage, StoreLimits } from './store.js'

// Messages and acknowledgements in PostgreSQL, so several relay processes behind one address share every
// mailbox. The process that stores a message pushes it to its own subscribers once its transaction commits;
// a NOTIFY sent with the commit (the message itself when it fits the payload limit, else its id) tells the
// other processes, which LISTEN and push it to theirs.

interface Row {
  id: string
  topic: string
  message: string
  tag: string
  published_at: string
  expires_at: string
  attestation: string | null
}

/** A message carried inside a NOTIFY, when it has the shape of one (the payload is parsed text). */
const isStoredMessage = (value: unknown): value is StoredMessage => {
  const m = value as Partial<StoredMessage> | null
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.id === 'string' &&
    typeof m.topic === 'string' &&
    typeof m.message === 'string' &&
    typeof m.tag === 'number' &&
    typeof m.publishedAt === 'number' &&
    typeof m.expiresAt === 'number' &&
    (m.attestation === null || m.attestation === undefined || typeof m.attestation === 'string')
  )
}

const fromRow = (row: Row): StoredMessage => ({
  id: row.id,
  topic: row.topic,
  message: row.message,
  tag: Number(row.tag),
  publishedAt: Number(row.published_at),
  expiresAt: Number(row.expires_at),
  attestation: row.attestation,
})

export async function createPostgresStore(url: string, limits: StoreLimits): Promise<MessageStore> {
  const pool = new pg.Pool({ connectionString: url, max: 5 })
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  })
  await createRelaySchema(pool)

  const listeners: Array<(message: StoredMessage, publisher: string) => void> = []
  const push = (message: StoredMessage, publisher: string) => {
    for (const l of listeners) l(message, publisher)
  }
  /** This process, named in its notices so it does not push its own messages twice. */
  const origin = randomUUID()
  let closed = false
  let listener: pg.Client | undefined

  const announce = async (payload: string) => {
    let parsed: Partial<Record<keyof MessageNotice, unknown>>
    try {
      parsed = JSON.parse(payload)
    } catch {
      return
    }
    const { id, publisher, message } = parsed
    if (typeof id !== 'string' || typeof publisher !== 'string' || parsed.origin === origin) return
    if (isStoredMessage(message) && message.id === id) return push(message, publisher)
    // Too large to travel in the notice: read back (gone if evicted or expired meanwhile; a subscribe or a
    // fetch still finds what is kept).
    const { rows } = await pool.query<Row>('select * from relay_messages where id = $1', [id])
    if (rows[0]) push(fromRow(rows[0]), publisher)
  }

  const listen = async () => {
    const client = new pg.Client({ connectionString: url })
    client.on('notification', (n) => {
      if (n.channel === MESSAGE_CHANNEL && n.payload) announce(n.payload).catch(() => undefined)
    })
    client.on('error', () => {
      // The LISTEN connection dropped: open another one (messages stored meanwhile still reach clients when
      // they subscribe or fetch).
      client.end().catch(() => undefined)
      if (!closed) setTimeout(() => listen().catch(() => undefined), 1_000).unref()
    })
    await client.connect()
    await client.query(`listen ${MESSAGE_CHANNEL}`)
    listener = client
  }
  await listen()

  return {
    async put(message, publisher) {
      const stored = await putPostgresMessage(pool, limits, message, publisher, origin)
      if (stored) push(message, publisher)
      return stored
    },
    async pending(clientId, topics, now, { limit, maxBytes, exclude }) {
      // The running byte sum stops the page at maxBytes (the first message always fits).
      const { rows } = await pool.query<Row>(
        `select * from (
           select m.*, sum(m.bytes) over (order by m.seq) as running, row_number() over (order by m.seq) as n
           from relay_messages m
           where m.topic = any($1) and m.expires_at > $2 and not (m.id = any($5))
             and not exists (select 1 from relay_acks a where a.message_id = m.id and a.client_id = $3)
           order by m.seq limit $4
         ) page where n = 1 or running <= $6 order by seq`,
        [[...new Set(topics)], now, clientId, limit, [...(exclude ?? [])], maxBytes],
      )
      return rows.map(fromRow)
    },
    async ack(clientId, messageIds) {
      if (messageIds.length === 0) return
      await pool.query(
        `insert into relay_acks (message_id, client_id)
         select id, $2 from relay_messages where id = any($1) on conflict do nothing`,
        [messageIds, clientId],
      )
    },
    async purge(now) {
      await pool.query('delete from relay_messages where expires_at <= $1', [now])
    },
    onMessage(l) {
      listeners.push(l)
    },
    async close() {
      closed = true
      await listener?.end().catch(() => undefined)
      await pool.end()
    },
  }
}
