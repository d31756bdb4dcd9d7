import pg from 'pg'
import { type EvictionScope, planEviction, type Victim } from './quota.js'
import { bytesOf, type MessageStore, type StoredMessage, type StoreLimits } from './store.js'

// Messages and acknowledgements in PostgreSQL, so several relay processes behind one address share every
// mailbox. A new message is announced with NOTIFY (its id and publisher) when its transaction commits; each
// process LISTENs and pushes it to its own subscribers.

const CHANNEL = 'portico_relay_message'
/** Serialises table creation when several relays start on one database at once. */
const SCHEMA_LOCK_KEY = 0x7265_6c61_79 // "relay"
/** Serialises stores, so the bounds are checked and kept across relay processes. */
const PUT_LOCK_KEY = 0x7265_6c61_7970 // "relayp"

const SCHEMA = `
create table if not exists relay_messages (
  seq bigserial primary key,
  id text not null unique,
  topic text not null,
  message text not null,
  tag bigint not null,
  published_at bigint not null,
  expires_at bigint not null,
  attestation text
);
create index if not exists relay_messages_topic_seq on relay_messages (topic, seq);
create index if not exists relay_messages_expires_at on relay_messages (expires_at);
alter table relay_messages add column if not exists publisher text not null default '';
alter table relay_messages add column if not exists bytes integer not null default 0;
create index if not exists relay_messages_publisher_seq on relay_messages (publisher, seq);
-- Messages and bytes kept in all, kept by triggers so a publish need not count the whole table.
create table if not exists relay_totals (
  id integer primary key check (id = 1),
  count bigint not null,
  bytes bigint not null
);
insert into relay_totals (id, count, bytes)
  select 1, count(*), coalesce(sum(bytes), 0) from relay_messages
  on conflict (id) do nothing;
create or replace function relay_totals_added() returns trigger language plpgsql as $$
begin
  update relay_totals set count = count + (select count(*) from added),
    bytes = bytes + (select coalesce(sum(bytes), 0) from added) where id = 1;
  return null;
end $$;
create or replace function relay_totals_removed() returns trigger language plpgsql as $$
begin
  update relay_totals set count = count - (select count(*) from removed),
    bytes = bytes - (select coalesce(sum(bytes), 0) from removed) where id = 1;
  return null;
end $$;
create or replace trigger relay_totals_added after insert on relay_messages
  referencing new table as added for each statement execute function relay_totals_added();
create or replace trigger relay_totals_removed after delete on relay_messages
  referencing old table as removed for each statement execute function relay_totals_removed();
create table if not exists relay_acks (
  message_id text not null references relay_messages (id) on delete cascade,
  client_id text not null,
  primary key (message_id, client_id)
);
`

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
  const schema = await pool.connect()
  try {
    await schema.query('begin')
    await schema.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY])
    await schema.query(SCHEMA)
    await schema.query('commit')
  } catch (error) {
    await schema.query('rollback').catch(() => undefined)
    throw error
  } finally {
    schema.release()
  }

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
      if (n.channel === CHANNEL && n.payload) announce(n.payload).catch(() => undefined)
    })
    client.on('error', () => {
      // The LISTEN connection dropped: open another one (messages stored meanwhile still reach clients when
      // they subscribe or fetch).
      client.end().catch(() => undefined)
      if (!closed) setTimeout(() => listen().catch(() => undefined), 1_000).unref()
    })
    await client.connect()
    await client.query(`listen ${CHANNEL}`)
    listener = client
  }
  await listen()

  return {
    async put(message, publisher) {
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
        const scopes: EvictionScope[] = [
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
        const victims = await planEviction(scopes, bytes)
        if (victims.length > 0)
          await client.query('delete from relay_messages where id = any($1)', [victims.map((v) => v.id)])
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
        await client.query('select pg_notify($1, $2)', [
          CHANNEL,
          JSON.stringify({ id: message.id, publisher }),
        ])
        await client.query('commit')
        return true
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
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
