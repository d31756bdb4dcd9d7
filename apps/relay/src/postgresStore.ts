import pg from 'pg'
import { createRelaySchema, MESSAGE_CHANNEL } from './postgresSchema.js'
import { putPostgresMessage } from './putPostgresMessage.js'
import type { MessageStore, StoredMessage, StoreLimits } from './store.js'

// Messages and acknowledgements in PostgreSQL, so several relay processes behind one address share every
// mailbox. A new message is announced with NOTIFY (its id and publisher) when its transaction commits; each
// process LISTENs and pushes it to its own subscribers.

interface Row {
  id: string
  topic: string
  message: string
  tag: string
  published_at: string
  expires_at: string
  attestation: string | null
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
  let closed = false
  let listener: pg.Client | undefined

  const announce = async (payload: string) => {
    let parsed: { id?: unknown; publisher?: unknown }
    try {
      parsed = JSON.parse(payload)
    } catch {
      return
    }
    if (typeof parsed.id !== 'string' || typeof parsed.publisher !== 'string') return
    const { rows } = await pool.query<Row>('select * from relay_messages where id = $1', [parsed.id])
    const row = rows[0]
    if (!row) return
    for (const l of listeners) l(fromRow(row), parsed.publisher)
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
    put: (message, publisher) => putPostgresMessage(pool, limits, message, publisher),
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
