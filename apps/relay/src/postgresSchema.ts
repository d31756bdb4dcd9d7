import type pg from 'pg'

// The relay's tables in PostgreSQL: messages, their acknowledgements, and running totals kept by triggers.

/** The NOTIFY channel a new message is announced on (its id and publisher), when its transaction commits. */
export const MESSAGE_CHANNEL = 'portico_relay_message'
/** Serialises table creation when several relays start on one database at once. */
const SCHEMA_LOCK_KEY = 0x7265_6c61_79 // "relay"

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

/** Creates (or brings up to date) the relay's tables; relays starting together take turns. */
export async function createRelaySchema(pool: pg.Pool) {
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
}
